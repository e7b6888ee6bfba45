import { Migration } from '@mikro-orm/migrations';

export class Migration20261122182653_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "activity_events" ("id" serial primary key, "action" text check ("action" in ('created', 'updated', 'published', 'unpublished', 'deleted', 'uploaded')) not null, "subject_type" text check ("subject_type" in ('app', 'blogPost', 'file')) not null, "subject_id" varchar(64) null, "subject_name" varchar(255) not null, "actor" varchar(50) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "activity_events_created_at_index" on "activity_events" ("created_at");`,
    );

    this.addSql(
      `create table "apps" ("id" serial primary key, "name" varchar(100) not null, "slug" varchar(120) not null, "description" text not null, "short_description" varchar(150) not null, "category" varchar(50) not null, "icon" text not null, "app_store_link" text null, "terms_link" text null, "privacy_link" text null, "featured" boolean not null default false, "screenshots" text[] not null default '{}', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "apps" add constraint "apps_slug_unique" unique ("slug");`);
    this.addSql(`create index "apps_category_index" on "apps" ("category");`);
    this.addSql(`create index "apps_updated_at_index" on "apps" ("updated_at");`);

    this.addSql(
      `create table "blog_posts" ("id" serial primary key, "title" varchar(200) not null, "slug" varchar(120) not null, "content" text not null, "excerpt" varchar(200) not null, "image" text not null, "category" varchar(50) not null, "published" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "blog_posts" add constraint "blog_posts_slug_unique" unique ("slug");`,
    );
    this.addSql(`create index "blog_posts_created_at_index" on "blog_posts" ("created_at");`);

    this.addSql(
      `create table "login_throttles" ("key" varchar(200) not null, "failures" int not null default 0, "locked_until" timestamptz null, "updated_at" timestamptz not null default now(), constraint "login_throttles_pkey" primary key ("key"));`,
    );

    this.addSql(
      `create table "reviews" ("id" serial primary key, "app_id" int not null, "name" varchar(100) not null, "rating" smallint not null, "content" text not null, "date" timestamptz not null default now());`,
    );
    this.addSql(`create index "reviews_app_id_index" on "reviews" ("app_id");`);

    this.addSql(
      `create table "sessions" ("sid" varchar(128) not null, "data" jsonb not null, "expires_at" timestamptz not null, constraint "sessions_pkey" primary key ("sid"));`,
    );
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(
      `create table "files" ("id" uuid not null, "filename" varchar(255) not null, "mimetype" varchar(100) not null, "size" int not null, "sha256" varchar(64) not null, "created_at" timestamptz not null default now(), constraint "files_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "file_chunks" ("file_id" uuid not null, "seq" int not null, "data" bytea not null, constraint "file_chunks_pkey" primary key ("file_id", "seq"));`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(50) not null, "password" text not null, "is_admin" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(
      `alter table "reviews" add constraint "reviews_app_id_foreign" foreign key ("app_id") references "apps" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "file_chunks" add constraint "file_chunks_file_id_foreign" foreign key ("file_id") references "files" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reviews" drop constraint "reviews_app_id_foreign";`);

    this.addSql(`alter table "file_chunks" drop constraint "file_chunks_file_id_foreign";`);

    this.addSql(`drop table if exists "activity_events" cascade;`);

    this.addSql(`drop table if exists "apps" cascade;`);

    this.addSql(`drop table if exists "blog_posts" cascade;`);

    this.addSql(`drop table if exists "login_throttles" cascade;`);

    this.addSql(`drop table if exists "reviews" cascade;`);

    this.addSql(`drop table if exists "sessions" cascade;`);

    this.addSql(`drop table if exists "files" cascade;`);

    this.addSql(`drop table if exists "file_chunks" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);
  }
}
