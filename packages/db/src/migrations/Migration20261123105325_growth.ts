import { Migration } from '@mikro-orm/migrations';

export class Migration20261123105325_growth extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "analytics_daily_visitors" ("day" date not null, "visitors" int not null, constraint "analytics_daily_visitors_pkey" primary key ("day"));`,
    );

    this.addSql(
      `create table "analytics_page_views" ("day" date not null, "path" varchar(200) not null, "app_id" int null, "post_id" int null, "views" int not null, constraint "analytics_page_views_pkey" primary key ("day", "path"));`,
    );
    this.addSql(
      `create index "analytics_page_views_app_id_index" on "analytics_page_views" ("app_id");`,
    );
    this.addSql(
      `create index "analytics_page_views_post_id_index" on "analytics_page_views" ("post_id");`,
    );

    this.addSql(
      `create table "analytics_salts" ("day" date not null, "salt" bytea not null, constraint "analytics_salts_pkey" primary key ("day"));`,
    );

    this.addSql(
      `create table "analytics_store_clicks" ("day" date not null, "app_id" int not null, "store" text check ("store" in ('app_store', 'play_store')) not null, "clicks" int not null, constraint "analytics_store_clicks_pkey" primary key ("day", "app_id", "store"));`,
    );
    this.addSql(
      `create index "analytics_store_clicks_app_id_index" on "analytics_store_clicks" ("app_id");`,
    );

    this.addSql(
      `create table "analytics_visitors" ("day" date not null, "hash" bytea not null, constraint "analytics_visitors_pkey" primary key ("day", "hash"));`,
    );

    this.addSql(
      `create table "site_settings" ("key" varchar(100) not null, "value" text not null, "updated_at" timestamptz not null default now(), constraint "site_settings_pkey" primary key ("key"));`,
    );

    this.addSql(
      `alter table "apps" add column "play_store_link" text null, add column "account_deletion" text null, add column "support_email" varchar(254) null, add column "support_url" text null, add column "deep_links" jsonb null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "analytics_daily_visitors" cascade;`);

    this.addSql(`drop table if exists "analytics_page_views" cascade;`);

    this.addSql(`drop table if exists "analytics_salts" cascade;`);

    this.addSql(`drop table if exists "analytics_store_clicks" cascade;`);

    this.addSql(`drop table if exists "analytics_visitors" cascade;`);

    this.addSql(`drop table if exists "site_settings" cascade;`);

    this.addSql(
      `alter table "apps" drop column "play_store_link", drop column "account_deletion", drop column "support_email", drop column "support_url", drop column "deep_links";`,
    );
  }
}
