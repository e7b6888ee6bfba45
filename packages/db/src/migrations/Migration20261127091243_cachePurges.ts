import { Migration } from '@mikro-orm/migrations';

export class Migration20261127091243_cachePurges extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "cache_purges" ("id" serial primary key, "keys" text[] not null, "delivered_to" text[] not null default '{}', "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null default now(), "next_attempt_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "cache_purges_next_attempt_at_index" on "cache_purges" ("next_attempt_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cache_purges" cascade;`);
  }
}
