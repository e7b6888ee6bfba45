import { Migration } from '@mikro-orm/migrations';

export class Migration20261127170742_translations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "app_translations" ("id" serial primary key, "app_id" int not null, "locale" varchar(35) not null, "fields" jsonb not null, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "app_translations" add constraint "app_translations_app_id_locale_unique" unique ("app_id", "locale");`,
    );

    this.addSql(
      `create table "blog_post_translations" ("id" serial primary key, "post_id" int not null, "locale" varchar(35) not null, "fields" jsonb not null, "published" boolean not null default false, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "blog_post_translations" add constraint "blog_post_translations_post_id_locale_unique" unique ("post_id", "locale");`,
    );

    this.addSql(
      `alter table "app_translations" add constraint "app_translations_app_id_foreign" foreign key ("app_id") references "apps" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "blog_post_translations" add constraint "blog_post_translations_post_id_foreign" foreign key ("post_id") references "blog_posts" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "app_translations" cascade;`);

    this.addSql(`drop table if exists "blog_post_translations" cascade;`);
  }
}
