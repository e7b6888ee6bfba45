import { ADMIN, REGULAR_USER, callAs, failureOf, useTestDatabase } from '../testing/harness';

const orm = useTestDatabase();
const asAdmin = () => callAs(orm(), ADMIN);
const asVisitor = () => callAs(orm(), null).caller;

describe("the site's share image", () => {
  it('is the default (null) until the admin chooses one', async () => {
    expect(await asVisitor().site.shareImage()).toEqual({ image: null });
  });

  it('is replaced by the admin, for everyone, and announced to every instance', async () => {
    const admin = asAdmin();
    const image = '/api/files/00000000-0000-4000-8000-000000000001/share.png';
    expect(await admin.caller.admin.settings.saveShareImage({ image })).toEqual({ image });
    expect(admin.contentChanges()).toBe(1);
    expect(await asVisitor().site.shareImage()).toEqual({ image });
  });

  it('goes back to the default when the admin saves none', async () => {
    await asAdmin().caller.admin.settings.saveShareImage({
      image: 'https://cdn.example.com/a.png',
    });
    await asAdmin().caller.admin.settings.saveShareImage({ image: null });
    expect(await asVisitor().site.shareImage()).toEqual({ image: null });
  });

  it('refuses what is not an image reference, and keeps what was saved', async () => {
    await asAdmin().caller.admin.settings.saveShareImage({
      image: 'https://cdn.example.com/a.png',
    });
    const failure = await failureOf(
      asAdmin().caller.admin.settings.saveShareImage({ image: 'javascript:alert(1)' }),
    );
    expect(failure).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await asVisitor().site.shareImage()).toEqual({ image: 'https://cdn.example.com/a.png' });
  });

  it('is changed by admins only', async () => {
    const image = 'https://cdn.example.com/a.png';
    expect(
      await failureOf(callAs(orm(), REGULAR_USER).caller.admin.settings.saveShareImage({ image })),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      await failureOf(callAs(orm(), null).caller.admin.settings.saveShareImage({ image })),
    ).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
