import { Migration } from '@mikro-orm/migrations';

export class Migration20261124084304_publishing extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "content_revisions" ("id" serial primary key, "subject_type" text check ("subject_type" in ('blogPost', 'app')) not null, "subject_id" int not null, "content" jsonb not null, "changed" text[] not null default '{}', "author" varchar(50) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "content_revisions_subject_type_subject_id_id_index" on "content_revisions" ("subject_type", "subject_id", "id");`,
    );

    this.addSql(
      `create table "preview_links" ("token_hash" varchar(64) not null, "subject_type" text check ("subject_type" in ('blogPost', 'app')) not null, "subject_id" int not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), constraint "preview_links_pkey" primary key ("token_hash"));`,
    );
    this.addSql(
      `create index "preview_links_subject_type_subject_id_index" on "preview_links" ("subject_type", "subject_id");`,
    );

    this.addSql(
      `create table "slug_redirects" ("id" serial primary key, "subject_type" text check ("subject_type" in ('blogPost', 'app')) not null, "old_slug" varchar(120) not null, "subject_id" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "slug_redirects_subject_id_index" on "slug_redirects" ("subject_id");`,
    );
    this.addSql(
      `alter table "slug_redirects" add constraint "slug_redirects_subject_type_old_slug_unique" unique ("subject_type", "old_slug");`,
    );

    this.addSql(
      `alter table "apps" add column "publish_at" timestamptz null, add column "launch_pending" boolean not null default false;`,
    );
    this.addSql(`create index "apps_publish_at_index" on "apps" ("publish_at");`);

    this.addSql(
      `alter table "blog_posts" add column "publish_at" timestamptz null, add column "launch_pending" boolean not null default false;`,
    );
    this.addSql(`create index "blog_posts_publish_at_index" on "blog_posts" ("publish_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "content_revisions" cascade;`);

    this.addSql(`drop table if exists "preview_links" cascade;`);

    this.addSql(`drop table if exists "slug_redirects" cascade;`);

    this.addSql(`drop index "apps_publish_at_index";`);
    this.addSql(`alter table "apps" drop column "publish_at", drop column "launch_pending";`);

    this.addSql(`drop index "blog_posts_publish_at_index";`);
    this.addSql(`alter table "blog_posts" drop column "publish_at", drop column "launch_pending";`);
  }
}
