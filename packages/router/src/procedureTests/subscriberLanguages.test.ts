import { LIST_MAIL_PURPOSES } from '@studio/core/services/subscriptions/listMails';
import { ADMIN, appFields, callAs, SITE_ORIGIN, useTestDatabase } from '../testing/harness';
import { confirmationsSent, mailsOfPurpose } from '../testing/subscriptions';

const orm = useTestDatabase();

const admin = () => callAs(orm(), ADMIN).caller.admin;
const visitor = () => callAs(orm(), null).caller.subscriptions;

/** The site in English (its default), German and Japanese. */
const threeLanguages = () =>
  admin().settings.saveLocales({ default: 'en', locales: ['en', 'de', 'ja'] });

async function confirmationOf(email: string): Promise<{ subject: string; url: string }> {
  const [mail] = await orm()
    .em.fork()
    .execute<{ subject: string; url: string }[]>(
      `select c.subject, m.personal_values ->> 'confirmUrl' as url
         from outbox_messages m join mail_contents c on c.id = m.content_id
        where m.to_address = ? and m.purpose = 'confirmation'`,
      [email],
    );
  return mail!;
}

const localeOf = async (email: string) =>
  (await admin().subscribers.list({})).find((row) => row.email === email)?.locale;

describe("a subscriber's language", () => {
  it('is the German page\u2019s for a sign-up there: kept, and the confirmation in German under /de', async () => {
    await threeLanguages();
    await visitor().subscribe({ email: 'ana@example.com', locale: 'de' });
    expect(await localeOf('ana@example.com')).toBe('de');
    const { subject, url } = await confirmationOf('ana@example.com');
    expect(subject).toBe('Bitte bestätige dein Abo: Neuigkeiten von Pixelwave Studio');
    expect(url).toMatch(new RegExp(`^${SITE_ORIGIN}/de/subscriptions/confirm/[\\w-]{43}$`));
  });

  it('names the list in German on the pages a German subscriber opens', async () => {
    await threeLanguages();
    await visitor().subscribe({ email: 'ana@example.com', locale: 'de' });
    const { url } = await confirmationOf('ana@example.com');
    expect(await visitor().confirm({ token: url.split('/').pop()! })).toMatchObject({
      listName: 'Neuigkeiten von Pixelwave Studio',
      state: 'confirmed',
    });
  });

  it('refuses a malformed language tag at locale, storing nothing', async () => {
    await expect(
      visitor().subscribe({ email: 'ana@example.com', locale: 'not a tag!' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: expect.objectContaining({
        issues: [
          expect.objectContaining({
            path: ['locale'],
            message: 'Not a language tag: use a BCP 47 tag, e.g. de, ja or pt-BR',
          }),
        ],
      }),
    });
    expect(await admin().subscribers.list({})).toEqual([]);
  });

  it("is the site's default for a language the site lacks, with today's English confirmation", async () => {
    await threeLanguages();
    await visitor().subscribe({ email: 'ana@example.com', locale: 'fr' });
    expect(await localeOf('ana@example.com')).toBe('en');
    const { subject, url } = await confirmationOf('ana@example.com');
    expect(subject).toBe('Confirm your subscription to Pixelwave Studio news');
    expect(url).toMatch(new RegExp(`^${SITE_ORIGIN}/subscriptions/confirm/[\\w-]{43}$`));
  });
});

describe('a release e-mail to subscribers in several languages', () => {
  const RELEASE = { version: '1.1', releasedAt: '2027-05-01', notes: 'New seeds.', platforms: [] };

  async function confirmedIn(email: string, locale?: string) {
    await visitor().subscribe({ email, app: 'star-garden', ...(locale && { locale }) });
    const { token } = (await confirmationsSent(orm())).find((sent) => sent.to === email)!;
    await visitor().confirm({ token });
  }

  it('is one message per language, each to its own subscribers, in their words and at their pages', async () => {
    await threeLanguages();
    const app = await admin().apps.create(appFields({ name: 'Star Garden', slug: 'star-garden' }));
    await admin().apps.saveTranslation({ id: app.id, locale: 'de', name: 'Sternengarten' });
    await confirmedIn('ana@example.com');
    await confirmedIn('bo@example.com', 'de');
    await confirmedIn('cy@example.com', 'de');
    await confirmedIn('di@example.com', 'ja');
    const release = await admin().releases.create({ id: app.id, ...RELEASE });
    await admin().releases.saveTranslation({
      id: app.id,
      releaseId: release.id,
      locale: 'de',
      notes: 'Neue Samen.',
    });
    await admin().releases.update({
      id: app.id,
      releaseId: release.id,
      ...RELEASE,
      emailSubscribers: true,
    });

    const purpose = LIST_MAIL_PURPOSES.release(release.id);
    const mails = await mailsOfPurpose(orm(), purpose);
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'ana@example.com',
        subject: "What's new in Star Garden 1.1",
        unsubscribeUrl: expect.stringMatching(`^${SITE_ORIGIN}/subscriptions/unsubscribe/`),
      }),
      expect.objectContaining({
        to: 'bo@example.com',
        subject: 'Neu in Sternengarten 1.1',
        unsubscribeUrl: expect.stringMatching(`^${SITE_ORIGIN}/de/subscriptions/unsubscribe/`),
      }),
      expect.objectContaining({ to: 'cy@example.com', subject: 'Neu in Sternengarten 1.1' }),
      expect.objectContaining({
        to: 'di@example.com',
        subject: 'Star Garden 1.1の新機能',
        unsubscribeUrl: expect.stringMatching(`^${SITE_ORIGIN}/ja/subscriptions/unsubscribe/`),
      }),
    ]);
    const contents = await orm()
      .em.fork()
      .execute<{ text: string }[]>(
        `select c.text from mail_contents c
          where c.id in (select content_id from outbox_messages where purpose = ?)
          order by c.id`,
        [purpose],
      );
    expect(contents).toHaveLength(3);
    const german = contents.find(({ text }) => text.includes('Neue Samen.'));
    expect(german?.text).toContain(`${SITE_ORIGIN}/de/apps/star-garden/releases`);
  });
});
