import { ADMIN, appFields, callAs, useTestDatabase } from '../testing/harness';

const orm = useTestDatabase();
const asAdmin = () => callAs(orm(), ADMIN).caller;
const asVisitor = () => callAs(orm(), null).caller;

const LISTING = {
  subtitle: 'Mine the asteroid belt',
  keywords: 'mining,space,arcade',
  promotionalText: 'The comet season is here.',
  marketingUrl: 'https://studio.example/space-miner',
};

describe("an app's store listing texts", () => {
  it('are saved with the app and read back', async () => {
    const app = await asAdmin().admin.apps.create(appFields(LISTING));
    expect(await asAdmin().admin.apps.byId({ id: app.id })).toMatchObject(LISTING);
  });

  it('are empty for a client that never sends them, and a save without them empties them', async () => {
    const app = await asAdmin().admin.apps.create(appFields());
    expect(app).toMatchObject({
      subtitle: null,
      keywords: null,
      promotionalText: null,
      marketingUrl: null,
    });
    await asAdmin().admin.apps.update({ id: app.id, ...appFields(LISTING) });
    const saved = await asAdmin().admin.apps.update({ id: app.id, ...appFields() });
    expect(saved.subtitle).toBeNull();
  });

  it('are left out of the lists, which carry no store-only texts', async () => {
    await asAdmin().admin.apps.create(appFields(LISTING));
    const [listed] = await asVisitor().apps.list();
    expect(listed).not.toHaveProperty('keywords');
  });

  it('are translated: subtitle, keywords and promotional text, not the marketing URL', async () => {
    await asAdmin().admin.settings.saveLocales({ default: 'en', locales: ['en', 'de'] });
    const app = await asAdmin().admin.apps.create(appFields(LISTING));
    const saved = await asAdmin().admin.apps.saveTranslation({
      id: app.id,
      locale: 'de',
      subtitle: 'Baue Asteroiden ab',
      keywords: 'bergbau,weltraum',
      promotionalText: 'Die Kometensaison ist da.',
    });
    expect(saved.translated).toEqual(['subtitle', 'keywords', 'promotionalText']);
    expect(saved.missing).not.toContain('marketingUrl');
  });
});

describe("a release's version code", () => {
  it('is kept for the admin and left out of what visitors read', async () => {
    const app = await asAdmin().admin.apps.create(appFields());
    const release = await asAdmin().admin.releases.create({
      id: app.id,
      version: '1.2',
      releasedAt: '2024-05-01',
      notes: 'Comets.',
      versionCode: 120,
    });
    expect(release.versionCode).toBe(120);
    const [publicRelease] = await asVisitor().apps.releases({ slug: app.slug });
    expect(publicRelease).not.toHaveProperty('versionCode');
  });
});
