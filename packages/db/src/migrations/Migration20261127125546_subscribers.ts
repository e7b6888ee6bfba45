import { Migration } from '@mikro-orm/migrations';

export class Migration20261127125546_subscribers extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "subscribers" ("id" serial primary key, "email" varchar(254) not null, "app_id" int null, "state" text check ("state" in ('waiting', 'confirmed', 'unsubscribed')) not null default 'waiting', "confirm_token_hash" varchar(64) null, "confirm_expires_at" timestamptz null, "confirmation_sent_at" timestamptz null, "unsubscribe_token" varchar(64) not null, "created_at" timestamptz not null default now(), "confirmed_at" timestamptz null, "unsubscribed_at" timestamptz null);`,
    );
    this.addSql(`create index "subscribers_app_id_index" on "subscribers" ("app_id");`);
    this.addSql(
      `alter table "subscribers" add constraint "subscribers_confirm_token_hash_unique" unique ("confirm_token_hash");`,
    );
    this.addSql(
      `alter table "subscribers" add constraint "subscribers_unsubscribe_token_unique" unique ("unsubscribe_token");`,
    );
    this.addSql(
      `create unique index "subscribers_email_list_unique" on "subscribers" ("email", coalesce("app_id", 0));`,
    );
    this.addSql(
      `create index "subscribers_waiting_index" on "subscribers" ("confirm_expires_at") where "state" = 'waiting';`,
    );

    this.addSql(
      `alter table "subscribers" add constraint "subscribers_app_id_foreign" foreign key ("app_id") references "apps" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "subscribers" cascade;`);
  }
}
