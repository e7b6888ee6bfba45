import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { DeepLinks, QuotedText } from '@studio/schemas';

export const App = defineEntity({
  name: 'App',
  tableName: 'apps',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    slug: p.string().length(120).unique(),
    description: p.text(),
    shortDescription: p.string().length(150),
    category: p.string().length(50).index(),
    icon: p.text(),
    appStoreLink: p.text().nullable(),
    playStoreLink: p.text().nullable(),
    termsLink: p.text().nullable(),
    privacyLink: p.text().nullable(),
    accountDeletion: p.text().nullable(),
    supportEmail: p.string().length(254).nullable(),
    supportUrl: p.text().nullable(),
    // The App Store's own texts (issue 37), exported for fastlane.
    subtitle: p.text().nullable(),
    keywords: p.text().nullable(),
    promotionalText: p.text().nullable(),
    marketingUrl: p.text().nullable(),
    deepLinks: p.json<DeepLinks>().nullable(),
    featured: p.boolean().default(false),
    publishAt: p.datetime().nullable().index(),
    // Set while a schedule waits, so that the scheduler announces each launch once.
    launchPending: p.boolean().default(false),
    screenshots: p.array().defaultRaw(`'{}'`),
    // The press kit (issue 20): facts for journalists, published on /apps/{slug}/press when enabled.
    releaseDate: p.date().nullable(),
    platforms: p.array().defaultRaw(`'{}'`),
    price: p.string().length(100).nullable(),
    pressContact: p.string().length(254).nullable(),
    features: p.array().defaultRaw(`'{}'`),
    awards: p.json<QuotedText[]>().defaultRaw(`'[]'`),
    quotes: p.json<QuotedText[]>().defaultRaw(`'[]'`),
    credits: p.json<{ name: string; role: string }[]>().defaultRaw(`'[]'`),
    pressKitEnabled: p.boolean().default(false),
    // Coming soon (issue 34): public before its launch, until the scheduler launches it.
    comingSoon: p.boolean().default(false),
    expectedLaunch: p.string().length(50).nullable(),
    preRegistrationUrl: p.text().nullable(),
    preOrderUrl: p.text().nullable(),
    launchMessage: p.string().length(500).nullable(),
    // When its launch e-mail was queued to its list: set once, so that no launch mails it twice.
    launchMailQueuedAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date())
      .index(),
  }),
});
export type App = InferEntity<typeof App>;
