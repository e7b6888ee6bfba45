import { UNSUBSCRIBE_URL } from '../personal/listHeaders';
import { personalize } from '../personal/personalValues';
import { appLaunchMail, type LaunchedApp } from './appLaunchMail';
import { postMail } from './postMail';
import { releaseMail } from './releaseMail';

const ORIGIN = 'https://studio.example';
const UNSUBSCRIBE = 'https://studio.example/subscriptions/unsubscribe/u9';

const STAR_GARDEN: LaunchedApp = {
  name: 'Star Garden',
  slug: 'star-garden',
  icon: '/files/icons/star-garden.png',
  shortDescription: 'Grow a garden among the stars.',
  launchMessage: 'The garden is open: plant your first star today.',
  appStoreLink: 'https://apps.apple.com/app/id1',
  playStoreLink: null,
};

const asReceived = async (content: ReturnType<typeof appLaunchMail>) =>
  personalize(await content, { [UNSUBSCRIBE_URL]: UNSUBSCRIBE });

describe('the launch e-mail of an app', () => {
  it("shows the app's absolute icon, its name, the admin's line and its store links", async () => {
    const { subject, html, text } = await asReceived(
      appLaunchMail(ORIGIN, STAR_GARDEN, 'Star Garden launch news'),
    );
    expect(subject).toBe('Star Garden is out now');
    expect(html).toContain('src="https://studio.example/files/icons/star-garden.png"');
    expect(text).toContain('The garden is open: plant your first star today.');
    expect(text).toContain('Download on the App Store https://apps.apple.com/app/id1');
    expect(text).not.toContain('Google Play');
    expect(html).toContain('href="https://studio.example/apps/star-garden"');
  });

  it('carries the visible unsubscribe link of the recipient, as every e-mail to a list', async () => {
    const { html, text } = await asReceived(
      appLaunchMail(ORIGIN, STAR_GARDEN, 'Star Garden launch news'),
    );
    expect(text).toContain('you subscribed to Star Garden launch news');
    expect(html).toContain(`href="${UNSUBSCRIBE}"`);
  });

  it("says the app's short description without a launch line, and links its page without stores", async () => {
    const { text } = await appLaunchMail(
      ORIGIN,
      { ...STAR_GARDEN, launchMessage: null, appStoreLink: null },
      'Star Garden launch news',
    );
    expect(text).toContain('Grow a garden among the stars.');
    expect(text).toContain('See Star Garden https://studio.example/apps/star-garden');
  });
});

describe("a post's and a release's e-mails", () => {
  it('give the post with its cover and a link to read it', async () => {
    const { subject, html, text } = await asReceived(
      postMail(
        ORIGIN,
        {
          title: 'Devlog 12',
          slug: 'devlog-12',
          excerpt: 'What we built this month.',
          image: '/files/covers/devlog.png',
        },
        'Pixelwave Studio news',
      ),
    );
    expect(subject).toBe('Devlog 12');
    expect(html).toContain('src="https://studio.example/files/covers/devlog.png"');
    expect(text).toContain('Read the post https://studio.example/blog/devlog-12');
    expect(html).toContain(`href="${UNSUBSCRIBE}"`);
  });

  it("give the release's notes by paragraph and a link to the app's releases", async () => {
    const { subject, text } = await asReceived(
      releaseMail(
        ORIGIN,
        {
          appName: 'Star Garden',
          appSlug: 'star-garden',
          version: '1.1',
          notes: 'New seeds.\n\nFewer weeds.',
        },
        'Star Garden launch news',
      ),
    );
    expect(subject).toBe("What's new in Star Garden 1.1");
    expect(text).toContain('New seeds.');
    expect(text).toContain('Fewer weeds.');
    expect(text).toContain('https://studio.example/apps/star-garden/releases');
  });
});
