import { mailListName } from '../language/mailListName';
import { UNSUBSCRIBE_URL } from '../personal/listHeaders';
import { personalize } from '../personal/personalValues';
import { releaseMail } from './releaseMail';
import { CONFIRM_URL, subscriptionConfirmationMail } from './subscriptionConfirmationMail';

const ORIGIN = 'https://studio.example';
const GERMAN = { locale: 'de', prefixed: true };
const CONFIRM = 'https://studio.example/de/subscriptions/confirm/t0k';
const UNSUBSCRIBE = 'https://studio.example/de/subscriptions/unsubscribe/u9';
const LAUNCH_NEWS = mailListName('de', 'Space Miner');

describe('the confirmation e-mail of a German sign-up', () => {
  it('asks in German, naming the list in German', async () => {
    const { subject, html, text } = personalize(
      await subscriptionConfirmationMail(ORIGIN, LAUNCH_NEWS, GERMAN),
      { [CONFIRM_URL]: CONFIRM },
    );
    expect(subject).toBe('Bitte bestätige dein Abo: Start-Neuigkeiten zu Space Miner');
    expect(html).toContain('<html lang="de"');
    expect(text).toContain('Jemand – hoffentlich du – möchte „Start-Neuigkeiten zu Space Miner“');
    expect(text).toContain('Der Link ist 7 Tage lang gültig.');
    expect(text).toContain(`Abo bestätigen ${CONFIRM}`);
  });
});

describe('the release e-mail to a German subscriber', () => {
  it('says what is new in German, with the notes it is given and links under /de', async () => {
    const { subject, html, text } = personalize(
      await releaseMail(
        ORIGIN,
        {
          appName: 'Space Miner',
          appSlug: 'space-miner',
          version: '2.0',
          notes: 'Neue Asteroiden.\n\nWeniger Abstürze.',
        },
        LAUNCH_NEWS,
        GERMAN,
      ),
      { [UNSUBSCRIBE_URL]: UNSUBSCRIBE },
    );
    expect(subject).toBe('Neu in Space Miner 2.0');
    expect(text).toContain('Neue Asteroiden.');
    expect(text).toContain(
      'Alle Versionen von Space Miner https://studio.example/de/apps/space-miner/releases',
    );
    expect(text).toContain('weil du „Start-Neuigkeiten zu Space Miner“ abonniert hast.');
    expect(html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(text).toContain('Abmelden');
  });
});
