import { SETTING_KEYS } from '@studio/core/services/siteSettings';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_SUBJECTS,
  appAdsTxtFormSchema,
  appInputSchema,
  blogPostInputSchema,
  byteSizeSchema,
  countSchema,
  credentialsSchema,
  fileIdParamSchema,
  idSchema,
  isoDateTimeSchema,
  pagePathSchema,
  passwordHashSchema,
  pixelSizeSchema,
  PUBLISHABLE_KINDS,
  sha256HexSchema,
  shareImageFormSchema,
  slugSchema,
  STORES,
  storedFilenameSchema,
  storedMimetypeSchema,
  textSchema,
} from '@studio/schemas';
import { z } from 'zod';

type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

/** Each setting's value follows the rules its form and the API apply. */
const SETTING_VALUES: Record<SettingKey, z.ZodType<string>> = {
  [SETTING_KEYS.appAdsTxt]: appAdsTxtFormSchema.shape.content,
  // Empty when the default share image is in use.
  [SETTING_KEYS.shareImage]: shareImageFormSchema.shape.image.or(z.literal('')),
};

const app = appInputSchema.shape;
const post = blogPostInputSchema.shape;
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
    created_at: timestamp,
  }),
  site_settings: z
    .object({
      key: z.enum(Object.keys(SETTING_VALUES) as [SettingKey, ...SettingKey[]]),
      value: textSchema(),
      updated_at: timestamp,
    })
    .superRefine(({ key, value }, context) => {
      const checked = SETTING_VALUES[key].safeParse(value);
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
