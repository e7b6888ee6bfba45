import {
  ACTIVITY_ACTIONS,
  ACTIVITY_SUBJECTS,
  appInputSchema,
  blogPostInputSchema,
  byteSizeSchema,
  coarseAddressSchema,
  countSchema,
  credentialsSchema,
  fileIdParamSchema,
  idSchema,
  isoDateTimeSchema,
  pagePathSchema,
  passkeyCredentialIdSchema,
  passkeyNameSchema,
  passkeyTransportsSchema,
  passwordHashSchema,
  pixelSizeSchema,
  sealedSecretSchema,
  releaseInputSchema,
  PUBLISHABLE_KINDS,
  sha256HexSchema,
  SITE_SETTINGS,
  slugSchema,
  STORES,
  storedFilenameSchema,
  subscriberEmailSchema,
  SUBSCRIBER_STATES,
  subscriptionTokenTextSchema,
  storedMimetypeSchema,
  textSchema,
} from '@studio/schemas';
import { z } from 'zod';

/** Each setting's stored value by its key, with the rule its form and the API apply. */
const SETTING_VALUES = new Map<string, z.ZodType<string>>(
  Object.values(SITE_SETTINGS).map(({ key, storedValue }) => [key, storedValue]),
);

const app = appInputSchema.shape;
const post = blogPostInputSchema.shape;
const release = releaseInputSchema.shape;
const timestamp = isoDateTimeSchema;
const day = z.iso.date();
const fileId = fileIdParamSchema.shape.id;
const username = credentialsSchema.shape.username;
const bytes = z.instanceof(Buffer);

/**
 * What every archived row must be, per table: each column by the rules the API applies to what it stores there
 * (from @studio/schemas), its value decoded from the archive's text first. A row must also be in the form the
 * site stores it (the rules change nothing in it). An archived table or column without rules here is refused,
 * so a new entity's table needs its line here.
 */
export const ROW_RULES: Record<string, z.ZodObject> = {
  users: z.object({
    id: idSchema,
    username,
    password: passwordHashSchema,
    is_admin: z.boolean(),
    created_at: timestamp,
    pending_sign_ins_ended_at: timestamp.nullable(),
  }),
  apps: z.object({
    id: idSchema,
    name: app.name,
    slug: app.slug,
    description: app.description,
    short_description: app.shortDescription,
    category: app.category,
    icon: app.icon,
    app_store_link: app.appStoreLink,
    play_store_link: app.playStoreLink,
    terms_link: app.termsLink,
    privacy_link: app.privacyLink,
    account_deletion: app.accountDeletion,
    support_email: app.supportEmail,
    support_url: app.supportUrl,
    deep_links: app.deepLinks,
    featured: app.featured,
    publish_at: timestamp.nullable(),
    launch_pending: z.boolean(),
    screenshots: app.screenshots,
    created_at: timestamp,
    updated_at: timestamp,
    release_date: app.releaseDate,
    platforms: app.platforms,
    price: app.price,
    press_contact: app.pressContact,
    features: app.features,
    awards: app.awards,
    quotes: app.quotes,
    credits: app.credits,
    press_kit_enabled: app.pressKitEnabled,
    coming_soon: app.comingSoon,
    expected_launch: app.expectedLaunch,
    pre_registration_url: app.preRegistrationUrl,
    pre_order_url: app.preOrderUrl,
    launch_message: app.launchMessage,
    launch_mail_queued_at: timestamp.nullable(),
  }),
  releases: z.object({
    id: idSchema,
    app_id: idSchema,
    version: release.version,
    released_at: release.releasedAt,
    notes: release.notes,
    platforms: release.platforms,
    email_subscribers: release.emailSubscribers,
    mail_queued_at: timestamp.nullable(),
  }),
  blog_posts: z.object({
    id: idSchema,
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt,
    image: post.image,
    category: post.category,
    published: post.published,
    publish_at: timestamp.nullable(),
    launch_pending: z.boolean(),
    email_subscribers: post.emailSubscribers,
    mail_queued_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  files: z.object({
    id: fileId,
    filename: storedFilenameSchema,
    mimetype: storedMimetypeSchema,
    size: byteSizeSchema,
    sha256: sha256HexSchema,
    width: pixelSizeSchema.nullable(),
    height: pixelSizeSchema.nullable(),
    created_at: timestamp,
    unreferenced_since: timestamp.nullable(),
  }),
  file_chunks: z.object({ file_id: fileId, seq: countSchema, data: bytes }),
  file_variants: z.object({
    file_id: fileId,
    width: pixelSizeSchema,
    mimetype: storedMimetypeSchema,
    height: pixelSizeSchema,
    size: byteSizeSchema,
    sha256: sha256HexSchema,
    data: bytes,
    created_at: timestamp,
  }),
  slug_redirects: z.object({
    id: idSchema,
    subject_type: z.enum(PUBLISHABLE_KINDS),
    old_slug: slugSchema,
    subject_id: idSchema,
    created_at: timestamp,
  }),
  content_revisions: z.object({
    id: idSchema,
    subject_type: z.enum(PUBLISHABLE_KINDS),
    subject_id: idSchema,
    content: z.record(z.string(), z.unknown()),
    changed: z.array(textSchema()),
    author: username.nullable(),
    created_at: timestamp,
  }),
  activity_events: z.object({
    id: idSchema,
    action: z.enum(ACTIVITY_ACTIONS),
    subject_type: z.enum(ACTIVITY_SUBJECTS),
    subject_id: textSchema().nullable(),
    subject_name: textSchema(),
    actor: username.nullable(),
    address: coarseAddressSchema.nullable(),
    created_at: timestamp,
  }),
  // The accounts' second factors: public keys, sealed secrets and hashes, never a secret as it is.
  passkeys: z.object({
    id: idSchema,
    user_id: idSchema,
    credential_id: passkeyCredentialIdSchema,
    public_key: bytes,
    counter: countSchema,
    transports: passkeyTransportsSchema,
    name: passkeyNameSchema,
    created_at: timestamp,
    last_used_at: timestamp.nullable(),
  }),
  authenticator_apps: z.object({
    user_id: idSchema,
    sealed_secret: sealedSecretSchema,
    confirmed_at: timestamp.nullable(),
    last_used_step: countSchema.nullable(),
    created_at: timestamp,
  }),
  recovery_codes: z.object({
    id: idSchema,
    user_id: idSchema,
    code_hash: sha256HexSchema,
    used_at: timestamp.nullable(),
    created_at: timestamp,
  }),
  subscribers: z.object({
    id: idSchema,
    email: subscriberEmailSchema,
    app_id: idSchema.nullable(),
    state: z.enum(SUBSCRIBER_STATES),
    confirm_token_hash: sha256HexSchema.nullable(),
    confirm_expires_at: timestamp.nullable(),
    confirmation_sent_at: timestamp.nullable(),
    unsubscribe_token: subscriptionTokenTextSchema,
    created_at: timestamp,
    confirmed_at: timestamp.nullable(),
    unsubscribed_at: timestamp.nullable(),
  }),
  site_settings: z
    .object({
      key: z.enum([...SETTING_VALUES.keys()]),
      value: textSchema(),
      updated_at: timestamp,
    })
    .superRefine(({ key, value }, context) => {
      const checked = SETTING_VALUES.get(key)!.safeParse(value);
      if (!checked.success) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: checked.error.issues[0]!.message,
        });
      }
    }),
  analytics_page_views: z.object({
    day,
    path: pagePathSchema,
    app_id: idSchema.nullable(),
    post_id: idSchema.nullable(),
    views: countSchema,
  }),
  analytics_store_clicks: z.object({
    day,
    app_id: idSchema,
    store: z.enum(STORES),
    clicks: countSchema,
  }),
  analytics_visitors: z.object({ day, hash: bytes }),
  analytics_daily_visitors: z.object({ day, visitors: countSchema }),
};
