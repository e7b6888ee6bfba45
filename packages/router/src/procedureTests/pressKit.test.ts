import {
  ADMIN,
  REGULAR_USER,
  appFields,
  callAs,
  failureOf,
  useTestDatabase,
} from '../testing/harness';

const orm = useTestDatabase();

const asAdmin = () => callAs(orm(), ADMIN).caller;
const asVisitor = () => callAs(orm(), null).caller;

const PRESS_KIT = {
  releaseDate: '2024-03-14',
  platforms: ['iOS', 'Android'],
  price: 'Free with in-app purchases',
  pressContact: 'press@pixelwave.example',
  features: ['Mine 40 asteroids', 'Play offline'],
  awards: [{ text: 'Best Indie Game', source: 'Indie Awards 2024', url: null }],
  quotes: [
    {
      text: 'A gem.',
      source: 'Pocket Gamer',
      url: 'https://www.pocketgamer.example/space-miner',
    },
  ],
  credits: [{ name: 'Ana Lima', role: 'Design' }],
  pressKitEnabled: true,
};

describe("an app's press kit", () => {
  it('is empty and off when the admin gives none', async () => {
    const app = await asAdmin().admin.apps.create(appFields());
    expect(app).toMatchObject({
      releaseDate: null,
      platforms: [],
      price: null,
      pressContact: null,
      features: [],
      awards: [],
      quotes: [],
      credits: [],
      pressKitEnabled: false,
    });
  });

  it('keeps every field the admin fills, for visitors to read', async () => {
    await asAdmin().admin.apps.create(appFields(PRESS_KIT));
    expect(await asVisitor().apps.byParam({ param: 'space-miner' })).toMatchObject(PRESS_KIT);
  });

  it('tells lists whether the kit is published, without its long parts', async () => {
    await asAdmin().admin.apps.create(appFields(PRESS_KIT));
    const [app] = await asVisitor().apps.list();
    expect(app).toMatchObject({ pressKitEnabled: true, price: 'Free with in-app purchases' });
    expect(app).not.toHaveProperty('quotes');
  });

  it('refuses a press contact that is no e-mail address and a day that is no date', async () => {
    const refused = await failureOf(
      asAdmin().admin.apps.create(
        appFields({ ...PRESS_KIT, pressContact: 'press', releaseDate: '14/03/2024' }),
      ),
    );
    expect(refused.code).toBe('BAD_REQUEST');
    expect(await asVisitor().apps.list()).toEqual([]);
  });
});

describe('releases', () => {
  async function appWithReleases() {
    const app = await asAdmin().admin.apps.create(appFields());
    const first = await asAdmin().admin.releases.create({
      id: app.id,
      version: '1.0',
      releasedAt: '2024-03-14',
      notes: 'First release.',
    });
    const second = await asAdmin().admin.releases.create({
      id: app.id,
      version: '1.1',
      releasedAt: '2024-05-02',
      notes: 'Faster mining.\n\nNew ship.',
      platforms: ['iOS'],
    });
    return { app, first, second };
  }

  it('are listed for everyone, newest first', async () => {
    await appWithReleases();
    expect(await asVisitor().apps.releases({ slug: 'space-miner' })).toEqual([
      expect.objectContaining({
        version: '1.1',
        releasedAt: '2024-05-02',
        notes: 'Faster mining.\n\nNew ship.',
        platforms: ['iOS'],
      }),
      expect.objectContaining({ version: '1.0', releasedAt: '2024-03-14', platforms: [] }),
    ]);
  });

  it('refuse a version the app already has, with 409 on the version field', async () => {
    const { app } = await appWithReleases();
    expect(
      await failureOf(
        asAdmin().admin.releases.create({
          id: app.id,
          version: '1.0',
          releasedAt: '2024-06-01',
          notes: 'Again.',
        }),
      ),
    ).toEqual({ code: 'CONFLICT', message: 'This app already has a release with this version' });
  });

  it('let another app use the same version', async () => {
    await appWithReleases();
    const other = await asAdmin().admin.apps.create(appFields({ slug: 'other', name: 'Other' }));
    const release = await asAdmin().admin.releases.create({
      id: other.id,
      version: '1.0',
      releasedAt: '2024-01-01',
      notes: 'Hello.',
    });
    expect(release.version).toBe('1.0');
  });

  it('are edited and deleted by the admin', async () => {
    const { app, first, second } = await appWithReleases();
    await asAdmin().admin.releases.update({
      id: app.id,
      releaseId: first.id,
      version: '1.0.1',
      releasedAt: '2024-03-15',
      notes: 'Fixed a crash.',
      versionCode: 12,
    });
    expect(await asAdmin().admin.releases.delete({ id: app.id, releaseId: second.id })).toEqual({
      id: second.id,
      deleted: true,
    });
    expect(await asAdmin().admin.releases.list({ id: app.id })).toEqual([
      {
        id: first.id,
        version: '1.0.1',
        releasedAt: '2024-03-15',
        notes: 'Fixed a crash.',
        platforms: [],
        versionCode: 12,
        emailSubscribers: false,
        translations: [],
      },
    ]);
  });

  it('are not found through another app', async () => {
    const { first } = await appWithReleases();
    const other = await asAdmin().admin.apps.create(appFields({ slug: 'other', name: 'Other' }));
    expect(
      await failureOf(asAdmin().admin.releases.delete({ id: other.id, releaseId: first.id })),
    ).toEqual({ code: 'NOT_FOUND', message: 'Release not found' });
  });

  it('go with their app when it is deleted', async () => {
    const { app } = await appWithReleases();
    await asAdmin().admin.apps.delete({ id: app.id });
    expect(
      await orm().em.fork().getConnection().execute('select count(*)::int as n from releases'),
    ).toEqual([{ n: 0 }]);
  });

  it('answer 404 for an unknown app', async () => {
    expect(await failureOf(asVisitor().apps.releases({ slug: 'nothing' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'App not found',
    });
    expect(
      await failureOf(
        asAdmin().admin.releases.create({
          id: 999,
          version: '1',
          releasedAt: '2024-01-01',
          notes: 'x',
        }),
      ),
    ).toEqual({ code: 'NOT_FOUND', message: 'App not found' });
  });

  it('are written by admins only', async () => {
    const { app } = await appWithReleases();
    const asUser = callAs(orm(), REGULAR_USER).caller;
    expect(
      (
        await failureOf(
          asUser.admin.releases.create({
            id: app.id,
            version: '2',
            releasedAt: '2024-07-01',
            notes: 'x',
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });
});

describe("the studio's press facts", () => {
  it('are blank until the admin writes them, then everyone reads them', async () => {
    expect(await asVisitor().site.pressFacts()).toEqual({
      name: '',
      founded: '',
      basedIn: '',
      size: '',
      contact: '',
    });
    const facts = {
      name: 'Pixelwave',
      founded: '2016',
      basedIn: 'Lisbon, Portugal',
      size: '8 people',
      contact: 'press@pixelwave.example',
    };
    await asAdmin().admin.settings.savePressFacts(facts);
    expect(await asVisitor().site.pressFacts()).toEqual(facts);
  });
});
