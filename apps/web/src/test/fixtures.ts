import {
  appCardSchema,
  blogPostCardSchema,
  type ActivityEvent,
  type App,
  type AppCard,
  type AppSummary,
  type AdminBlogPost,
  type AdminBlogPostSummary,
  type AdminRelease,
  type BlogPostCard,
  type EmailSettings,
  type Locales,
  type OutboxMessage,
  type StudioPressFacts,
  type User,
} from '@studio/schemas';

/** Builders for realistic API answers; pass only the fields a test cares about. */

export function appFixture(overrides: Partial<App> = {}): App {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Star Hopper ${id}`,
    slug: `star-hopper-${id}`,
    description:
      'Hop between planets, dodge meteors and collect stardust.\n\nA one-thumb arcade game.',
    shortDescription: 'A one-thumb arcade game about hopping between planets.',
    category: 'Game',
    icon: `/api/files/${id}/icon.svg`,
    appStoreLink: 'https://apps.apple.com/app/id123456789',
    playStoreLink: null,
    termsLink: 'These terms apply to Star Hopper.',
    privacyLink: 'Star Hopper collects no personal data.',
    accountDeletion: null,
    supportEmail: null,
    supportUrl: null,
    subtitle: null,
    keywords: null,
    promotionalText: null,
    marketingUrl: null,
    deepLinks: null,
    featured: false,
    publishAt: null,
    screenshots: [`/api/files/${id}/shot-1.svg`],
    createdAt: '2025-01-10T12:00:00.000Z',
    updatedAt: '2025-03-05T12:00:00.000Z',
    images: {},
    releaseDate: null,
    platforms: [],
    price: null,
    pressContact: null,
    features: [],
    awards: [],
    quotes: [],
    credits: [],
    pressKitEnabled: false,
    comingSoon: false,
    expectedLaunch: null,
    preRegistrationUrl: null,
    preOrderUrl: null,
    launchMessage: null,
    ...overrides,
  };
}

/** An app whose press kit the admin filled and published. */
export function pressKitAppFixture(overrides: Partial<App> = {}): App {
  return appFixture({
    releaseDate: '2024-03-14',
    platforms: ['iOS', 'Android'],
    price: 'Free with in-app purchases',
    pressContact: 'press@pixelwave.example',
    features: ['Hop across 40 planets', 'Play with one thumb'],
    awards: [{ text: 'Best Arcade Game', source: 'Indie Awards 2024', url: null }],
    quotes: [{ text: 'A gem.', source: 'Pocket Gamer', url: 'https://pocketgamer.example/hopper' }],
    credits: [{ name: 'Ana Lima', role: 'Design' }],
    pressKitEnabled: true,
    ...overrides,
  });
}

/** A release as the admin reads it (the public answers are the same less emailSubscribers). */
export function releaseFixture(overrides: Partial<AdminRelease> = {}): AdminRelease {
  const id = overrides.id ?? 1;
  return {
    id,
    version: `1.${id}`,
    releasedAt: `2025-0${Math.min(id, 9)}-01`,
    notes: `Version 1.${id} is faster.\n\nAnd it has a new planet.`,
    platforms: [],
    versionCode: null,
    emailSubscribers: false,
    translations: [],
    ...overrides,
  };
}

/** The site's languages as GET /api/locales answers before the admin chooses: English alone. */
export function localesFixture(overrides: Partial<Locales> = {}): Locales {
  return { default: 'en', locales: [{ code: 'en', name: 'English' }], ...overrides };
}

export function studioPressFactsFixture(
  overrides: Partial<StudioPressFacts> = {},
): StudioPressFacts {
  return {
    name: '',
    founded: '2016',
    basedIn: 'Lisbon, Portugal',
    size: '8 people',
    contact: 'press@pixelwave.example',
    ...overrides,
  };
}

export function appSummaryFixture(overrides: Partial<AppSummary> = {}): AppSummary {
  const { views = 1200, ...appOverrides } = overrides;
  const {
    description: _d,
    termsLink: _t,
    privacyLink: _p,
    accountDeletion: _a,
    deepLinks: _l,
    pressContact: _c,
    features: _f,
    awards: _w,
    quotes: _q,
    credits: _r,
    launchMessage: _m,
    ...summary
  } = appFixture(appOverrides);
  return { ...summary, views };
}

/** An app as its card shows it (apps.cards): the summary's fields a card reads. */
export function appCardFixture(overrides: Partial<AppSummary> = {}): AppCard {
  return appCardSchema.parse({ ...appSummaryFixture(overrides), iconWidth: null });
}

/** A post as the admin reads it (the public answers are the same less emailSubscribers). */
export function blogPostFixture(overrides: Partial<AdminBlogPost> = {}): AdminBlogPost {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Dev diary ${id}: building a pixel world`,
    slug: `dev-diary-${id}`,
    content:
      'We started with a single sprite and a lot of coffee.\n\nThen the world grew, one tile at a time, until it felt alive.',
    excerpt: 'How a single sprite turned into a whole world.',
    image: `/api/files/${id}/cover.svg`,
    category: 'Development',
    published: true,
    publishAt: null,
    emailSubscribers: false,
    createdAt: '2025-03-05T12:00:00.000Z',
    updatedAt: '2025-03-06T12:00:00.000Z',
    images: {},
    ...overrides,
  };
}

export function blogPostSummaryFixture(
  overrides: Partial<AdminBlogPostSummary> = {},
): AdminBlogPostSummary {
  const { content: _content, ...summary } = blogPostFixture(overrides);
  return summary;
}

export function userFixture(overrides: Partial<User> = {}): User {
  return { id: 1, username: 'admin', isAdmin: true, ...overrides };
}

export function activityFixture(overrides: Partial<ActivityEvent> = {}): ActivityEvent {
  return {
    id: 1,
    action: 'created',
    subjectType: 'app',
    subjectId: '1',
    subjectName: 'Star Hopper',
    actor: 'admin',
    address: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** A post as its card shows it (blog.cards): the summary's fields a card reads. */
export function blogPostCardFixture(overrides: Partial<AdminBlogPostSummary> = {}): BlogPostCard {
  return blogPostCardSchema.parse({ ...blogPostSummaryFixture(overrides), imageWidth: null });
}

export function emailSettingsFixture(overrides: Partial<EmailSettings> = {}): EmailSettings {
  return {
    sender: 'Pixelwave Studio <no-reply@studio.example>',
    smtpServer: 'smtp://mail.studio.example:587',
    ratePerSecond: 10,
    waiting: 0,
    ...overrides,
  };
}

export function outboxMessageFixture(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  const id = overrides.id ?? 1;
  return {
    id,
    to: `fan${id}@example.com`,
    subject: 'Test e-mail from Pixelwave Studio',
    purpose: 'test',
    state: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2025-03-05T14:07:00.000Z',
    nextAttemptAt: null,
    sentAt: '2025-03-05T14:07:02.000Z',
    ...overrides,
  };
}
