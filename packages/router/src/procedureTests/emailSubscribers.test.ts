import { ADMIN, appFields, callAs, postFields, useTestDatabase } from '../testing/harness';

const orm = useTestDatabase();

const admin = () => callAs(orm(), ADMIN).caller.admin;

const RELEASE = {
  version: '1.1',
  releasedAt: '2027-05-01',
  notes: 'New seeds.',
  platforms: [],
  versionCode: null,
};

describe('a post for the news list', () => {
  it('is not sent unless asked, and keeps the choice through saves and revisions', async () => {
    const post = await admin().blog.create(postFields());
    expect(post.emailSubscribers).toBe(false);

    const updated = await admin().blog.update({
      id: post.id,
      ...postFields({ emailSubscribers: true }),
    });
    expect(updated.emailSubscribers).toBe(true);
    expect((await admin().blog.byId({ id: post.id })).emailSubscribers).toBe(true);
    const [newest] = await admin().blog.revisions({ id: post.id });
    expect(newest!.summary).toEqual(['emailSubscribers']);
    const revision = await admin().blog.revision({ id: post.id, revisionId: newest!.id });
    expect(revision.content.emailSubscribers).toBe(true);
  });
});

describe("a release for its app's launch list", () => {
  it('is not sent unless asked, and keeps the choice in its app\u2019s revisions', async () => {
    const app = await admin().apps.create(appFields());
    const quiet = await admin().releases.create({ id: app.id, ...RELEASE });
    expect(quiet.emailSubscribers).toBe(false);

    await admin().releases.update({
      id: app.id,
      releaseId: quiet.id,
      ...RELEASE,
      emailSubscribers: true,
    });

    expect(await admin().releases.list({ id: app.id })).toEqual([
      { id: quiet.id, ...RELEASE, emailSubscribers: true, translations: [] },
    ]);
    const [newest] = await admin().apps.revisions({ id: app.id });
    const revision = await admin().apps.revision({ id: app.id, revisionId: newest!.id });
    expect(revision.content.releases).toEqual([
      { ...RELEASE, emailSubscribers: true, translations: [] },
    ]);
  });
});
