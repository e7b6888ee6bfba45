import { Migration } from '@mikro-orm/migrations';

export class Migration20261124084256_pressKitsAndReleases extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "releases" ("id" serial primary key, "app_id" int not null, "version" varchar(50) not null, "released_at" date not null, "notes" text not null, "platforms" text[] not null default '{}');`,
    );
    this.addSql(`create index "releases_app_id_index" on "releases" ("app_id");`);
    this.addSql(
      `alter table "releases" add constraint "releases_app_id_version_unique" unique ("app_id", "version");`,
    );

    this.addSql(
      `alter table "releases" add constraint "releases_app_id_foreign" foreign key ("app_id") references "apps" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "apps" add column "release_date" date null, add column "platforms" text[] not null default '{}', add column "price" varchar(100) null, add column "press_contact" varchar(254) null, add column "features" text[] not null default '{}', add column "awards" jsonb not null default '[]', add column "quotes" jsonb not null default '[]', add column "credits" jsonb not null default '[]', add column "press_kit_enabled" boolean not null default false;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "releases" cascade;`);

    this.addSql(
      `alter table "apps" drop column "release_date", drop column "platforms", drop column "price", drop column "press_contact", drop column "features", drop column "awards", drop column "quotes", drop column "credits", drop column "press_kit_enabled";`,
    );
  }
}
