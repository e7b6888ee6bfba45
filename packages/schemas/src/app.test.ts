import { appInputSchema } from './app';
import { messagesFor } from './testing';

const validApp = {
  name: 'Space Miner',
  slug: 'space-miner',
  description: 'Mine asteroids across the galaxy.',
  shortDescription: 'An arcade mining game.',
  category: 'Game',
  icon: '/api/files/abc/icon.png',
  screenshots: ['/api/files/abc/shot.png'],
};

describe('app form', () => {
  it('accepts a complete app and defaults featured to false', () => {
    const parsed = appInputSchema.parse(validApp);
    expect(parsed.featured).toBe(false);
    expect(parsed.appStoreLink).toBeNull();
  });

  it('treats a null featured flag as false', () => {
    expect(appInputSchema.parse({ ...validApp, featured: null }).featured).toBe(false);
  });

  it('asks for a name of at least 2 characters', () => {
    expect(messagesFor(appInputSchema, { ...validApp, name: 'A' }, 'name')).toEqual([
      'Name must be at least 2 characters',
    ]);
  });

  it('refuses a slug with capitals or spaces', () => {
    expect(messagesFor(appInputSchema, { ...validApp, slug: 'Space Miner' }, 'slug')).toEqual([
      'Slug can only contain lowercase letters, numbers, and hyphens',
    ]);
  });

  it('refuses a slug made only of digits', () => {
    expect(messagesFor(appInputSchema, { ...validApp, slug: '12' }, 'slug')).toEqual([
      'Slug cannot be only digits',
    ]);
  });

  it('asks for a slug of at least 2 characters', () => {
    expect(messagesFor(appInputSchema, { ...validApp, slug: 'a' }, 'slug')).toEqual([
      'Slug must be at least 2 characters',
    ]);
  });

  it('asks for a description of at least 10 characters', () => {
    expect(
      messagesFor(appInputSchema, { ...validApp, description: 'Short' }, 'description'),
    ).toEqual(['Description must be at least 10 characters']);
  });

  it('limits the short description to 150 characters', () => {
    expect(
      messagesFor(
        appInputSchema,
        { ...validApp, shortDescription: 'x'.repeat(151) },
        'shortDescription',
      ),
    ).toEqual(['Short description must be less than 150 characters']);
  });

  it('accepts a short description of exactly 150 characters', () => {
    expect(
      messagesFor(
        appInputSchema,
        { ...validApp, shortDescription: 'x'.repeat(150) },
        'shortDescription',
      ),
    ).toEqual([]);
  });

  it('asks for a short description of at least 10 characters', () => {
    expect(
      messagesFor(appInputSchema, { ...validApp, shortDescription: 'Tiny' }, 'shortDescription'),
    ).toEqual(['Short description must be at least 10 characters']);
  });

  it('requires an icon', () => {
    expect(messagesFor(appInputSchema, { ...validApp, icon: '' }, 'icon')).toEqual([
      'Icon URL is required',
    ]);
  });

  it('requires at least one screenshot', () => {
    expect(messagesFor(appInputSchema, { ...validApp, screenshots: [] }, 'screenshots')).toEqual([
      'At least one screenshot is required',
    ]);
  });

  it('allows at most 10 screenshots', () => {
    const screenshots = Array.from({ length: 11 }, (_, i) => `/api/files/${i}/shot.png`);
    expect(messagesFor(appInputSchema, { ...validApp, screenshots }, 'screenshots')).toEqual([
      'Maximum of 10 files allowed.',
    ]);
  });

  it('stores a bare YouTube link as "video:" plus the canonical watch URL', () => {
    const parsed = appInputSchema.parse({
      ...validApp,
      screenshots: ['https://youtu.be/dQw4w9WgXcQ'],
    });
    expect(parsed.screenshots).toEqual(['video:https://www.youtube.com/watch?v=dQw4w9WgXcQ']);
  });

  it('keeps uploaded videos and images in their order', () => {
    const screenshots = [
      'video:file:/api/files/v1/clip.mp4',
      '/uploads/old.png',
      'data:image/png;base64,AAAA',
    ];
    expect(appInputSchema.parse({ ...validApp, screenshots }).screenshots).toEqual(screenshots);
  });

  it('offers the four categories', () => {
    expect(messagesFor(appInputSchema, { ...validApp, category: 'Music' }, 'category')).toEqual([
      'Category must be one of Game, Productivity, Education, Utility',
    ]);
  });

  it('turns blank optional texts into null', () => {
    const parsed = appInputSchema.parse({ ...validApp, termsLink: '  ', privacyLink: '' });
    expect(parsed.termsLink).toBeNull();
    expect(parsed.privacyLink).toBeNull();
  });

  it('refuses an App Store link that is not a web address', () => {
    expect(
      messagesFor(appInputSchema, { ...validApp, appStoreLink: 'itunes' }, 'appStoreLink'),
    ).toEqual(['App Store link must be a web address starting with http:// or https://']);
  });

  it('refuses an App Store link outside apps.apple.com', () => {
    expect(
      messagesFor(
        appInputSchema,
        { ...validApp, appStoreLink: 'https://example.com/app/id123' },
        'appStoreLink',
      ),
    ).toEqual([
      'App Store link must be an https://apps.apple.com address with the app id, e.g. https://apps.apple.com/app/id123456789',
    ]);
  });

  it('accepts an App Store link with its app id', () => {
    expect(
      messagesFor(
        appInputSchema,
        { ...validApp, appStoreLink: 'https://apps.apple.com/us/app/space-miner/id6470018231' },
        'appStoreLink',
      ),
    ).toEqual([]);
  });

  it('accepts a Google Play details link and refuses any other', () => {
    const playStoreLink = 'https://play.google.com/store/apps/details?id=com.pixelwave.spaceminer';
    expect(appInputSchema.parse({ ...validApp, playStoreLink }).playStoreLink).toBe(playStoreLink);
    expect(
      messagesFor(
        appInputSchema,
        { ...validApp, playStoreLink: 'https://play.google.com/store/search?q=space' },
        'playStoreLink',
      ),
    ).toEqual([
      'Google Play link must look like https://play.google.com/store/apps/details?id=com.example.app',
    ]);
  });

  it('checks the support e-mail and support URL', () => {
    expect(
      messagesFor(appInputSchema, { ...validApp, supportEmail: 'help' }, 'supportEmail'),
    ).toEqual(['Support e-mail must be a valid e-mail address']);
    expect(
      messagesFor(appInputSchema, { ...validApp, supportUrl: 'help.example.com' }, 'supportUrl'),
    ).toEqual(['Support URL must be a web address starting with http:// or https://']);
  });

  it('leaves the new optional fields empty when not given', () => {
    const parsed = appInputSchema.parse(validApp);
    expect(parsed).toMatchObject({
      playStoreLink: null,
      accountDeletion: null,
      supportEmail: null,
      supportUrl: null,
      deepLinks: null,
    });
  });

  it('reports a bad deep-link field under deepLinks', () => {
    expect(
      messagesFor(appInputSchema, { ...validApp, deepLinks: { appleTeamId: 'abc' } }, 'deepLinks'),
    ).toEqual(['Apple Team ID must be 10 uppercase letters or digits']);
  });
});
