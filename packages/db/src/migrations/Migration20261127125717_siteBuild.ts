import { Migration } from '@mikro-orm/migrations';

export class Migration20261127125717_siteBuild extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "site_build" ("id" smallint not null, "build_id" varchar(64) not null, "started_at" timestamptz not null default now(), constraint "site_build_pkey" primary key ("id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "site_build" cascade;`);
  }
}
