import { RELEASE_NOT_FOUND_MESSAGE, TRANSLATION_MESSAGES } from '@studio/schemas';
import type { RouterContext } from '../trpc';
import {
  ADMIN,
  REGULAR_USER,
  appFields,
  callAs,
  failureOf,
  useTestDatabase,
} from '../testing/harness';

const orm = useTestDatabase();
const admin = () => callAs(orm(), ADMIN).caller.admin;
const visitor = () => callAs(orm(), null).caller;

const RELEASE = {
  version: '1.2',
  releasedAt: '2025-03-05',
  notes: 'New levels on the moon.',
  platforms: [],
  versionCode: 12,
  emailSubscribers: false,
};
const GERMAN_NOTES = 'Neue Level auf dem Mond.';

/** A site in English, German and Japanese, with Space Miner and its release 1.2. */
async function appWithRelease() {
  await admin().settings.saveLocales({ default: 'en', locales: ['en', 'de', 'ja'] });
  const app = await admin().apps.create(appFields());
  const release = await admin().releases.create({ id: app.id, ...RELEASE });
  return { appId: app.id, releaseId: release.id };
}

describe("a release's notes in another language", () => {
  it('are saved and listed with the release', async () => {
    const { appId, releaseId } = await appWithRelease();

    const saved = await admin().releases.saveTranslation({
      id: appId,
      releaseId,
      locale: 'de',
      notes: `  ${GERMAN_NOTES}  `,
    });

    expect(saved.translations).toEqual([{ locale: 'de', notes: GERMAN_NOTES }]);
    expect(saved.notes).toBe(RELEASE.notes);
    const [listed] = await admin().releases.list({ id: appId });
    expect(listed!.translations).toEqual([{ locale: 'de', notes: GERMAN_NOTES }]);
  });

  it('are what visitors read in that language, answered in it; other languages read the default', async () => {
    const { appId, releaseId } = await appWithRelease();
    await admin().releases.saveTranslation({
      id: appId,
      releaseId,
      locale: 'de',
      notes: GERMAN_NOTES,
    });

    const call = callAs(orm(), null);
    const answer: NonNullable<RouterContext['answer']> = {};
    Object.assign(call.ctx, { answer });
    const [german] = await call.caller.apps.releases({ slug: 'space-miner', locale: 'de' });
    expect(german).toEqual({
      id: releaseId,
      version: '1.2',
      releasedAt: '2025-03-05',
      notes: GERMAN_NOTES,
      platforms: [],
    });
    expect(answer.contentLanguage).toBe('de');
    const [japanese] = await visitor().apps.releases({ slug: 'space-miner', locale: 'ja' });
    expect(japanese!.notes).toBe(RELEASE.notes);
    const [english] = await visitor().apps.releases({ slug: 'space-miner' });
    expect(english!.notes).toBe(RELEASE.notes);
  });

  it('are refused for a language the site lacks, or its default, and nothing is saved', async () => {
    const { appId, releaseId } = await appWithRelease();

    for (const locale of ['fr', 'en'] as const) {
      expect(
        await failureOf(
          admin().releases.saveTranslation({ id: appId, releaseId, locale, notes: 'Texte' }),
        ),
      ).toMatchObject({ code: 'BAD_REQUEST' });
    }
    const [listed] = await admin().releases.list({ id: appId });
    expect(listed!.translations).toEqual([]);
  });

  it('are checked as the release notes are: blank notes are refused', async () => {
    const { appId, releaseId } = await appWithRelease();

    expect(
      await failureOf(
        admin().releases.saveTranslation({ id: appId, releaseId, locale: 'de', notes: '  ' }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("are not found for another app's release", async () => {
    const { releaseId } = await appWithRelease();
    const other = await admin().apps.create(
      appFields({ name: 'Star Hopper', slug: 'star-hopper' }),
    );

    expect(
      await failureOf(
        admin().releases.saveTranslation({
          id: other.id,
          releaseId,
          locale: 'de',
          notes: GERMAN_NOTES,
        }),
      ),
    ).toEqual({ code: 'NOT_FOUND', message: RELEASE_NOT_FOUND_MESSAGE });
  });

  it('are removed, after which that language reads the default notes again', async () => {
    const { appId, releaseId } = await appWithRelease();
    await admin().releases.saveTranslation({
      id: appId,
      releaseId,
      locale: 'de',
      notes: GERMAN_NOTES,
    });

    expect(
      await admin().releases.deleteTranslation({ id: appId, releaseId, locale: 'de' }),
    ).toEqual({ locale: 'de', deleted: true });
    const [german] = await visitor().apps.releases({ slug: 'space-miner', locale: 'de' });
    expect(german!.notes).toBe(RELEASE.notes);
    expect(
      await failureOf(admin().releases.deleteTranslation({ id: appId, releaseId, locale: 'de' })),
    ).toEqual({ code: 'NOT_FOUND', message: TRANSLATION_MESSAGES.notTranslated });
  });

  it('are kept by the app’s revisions, and a restore brings back the notes of that time', async () => {
    const { appId, releaseId } = await appWithRelease();
    await admin().releases.saveTranslation({
      id: appId,
      releaseId,
      locale: 'de',
      notes: GERMAN_NOTES,
    });
    const [withGerman] = await admin().apps.revisions({ id: appId });
    await admin().releases.saveTranslation({
      id: appId,
      releaseId,
      locale: 'de',
      notes: 'Ganz andere Notizen.',
    });

    await admin().apps.restoreRevision({ id: appId, revisionId: withGerman!.id });

    const [german] = await visitor().apps.releases({ slug: 'space-miner', locale: 'de' });
    expect(german!.notes).toBe(GERMAN_NOTES);
  });

  it('are for admins only', async () => {
    const { appId, releaseId } = await appWithRelease();
    const regular = callAs(orm(), REGULAR_USER).caller.admin;

    expect(
      await failureOf(
        regular.releases.saveTranslation({
          id: appId,
          releaseId,
          locale: 'de',
          notes: GERMAN_NOTES,
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      await failureOf(regular.releases.deleteTranslation({ id: appId, releaseId, locale: 'de' })),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});
