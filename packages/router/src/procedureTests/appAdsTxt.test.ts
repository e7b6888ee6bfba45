import { ADMIN, REGULAR_USER, callAs, failureOf, useTestDatabase } from '../testing/harness';

const orm = useTestDatabase();
const asAdmin = () => callAs(orm(), ADMIN);

describe('app-ads.txt setting', () => {
  it('is empty until saved', async () => {
    expect(await asAdmin().caller.admin.settings.appAds()).toEqual({ content: '' });
  });

  it('saves a valid file and announces the change to every instance', async () => {
    const admin = asAdmin();
    const content = '# ads\r\ngoogle.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\r\n';
    expect(await admin.caller.admin.settings.saveAppAds({ content })).toEqual({
      content: '# ads\ngoogle.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n',
    });
    expect(admin.contentChanges()).toBe(1);
    expect((await asAdmin().caller.admin.settings.appAds()).content).toMatch(/^# ads\ngoogle/);
  });

  it('refuses a bad line with its number and problem, and keeps what was saved', async () => {
    await asAdmin().caller.admin.settings.saveAppAds({ content: 'google.com, pub-1, DIRECT' });
    const admin = asAdmin();
    const failure = admin.caller.admin.settings.saveAppAds({
      content: 'google.com, pub-1, DIRECT\ngoogle.com, pub-1, PARTNER\nbad',
    });
    await expect(failure).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Line 2: the relationship must be DIRECT or RESELLER, not "PARTNER"',
    });
    expect(admin.contentChanges()).toBe(0);
    expect((await asAdmin().caller.admin.settings.appAds()).content).toBe(
      'google.com, pub-1, DIRECT',
    );
  });

  it('is for admins only', async () => {
    expect(
      await failureOf(callAs(orm(), REGULAR_USER).caller.admin.settings.appAds()),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      await failureOf(callAs(orm(), null).caller.admin.settings.saveAppAds({ content: '' })),
    ).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
