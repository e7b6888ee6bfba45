import { Migration } from '@mikro-orm/migrations';

export class Migration20261123130102_caseInsensitiveUsernamesAndSessionOwners extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_username_unique";`);
    // Names that differ only in case cannot stay side by side: the oldest keeps its name, later ones get
    // their id appended (e.g. "ChiefAdmin-7"), so that the start does not stop on the new index.
    this.addSql(
      `update "users" as u set "username" = left(u."username", 40) || '-' || u."id" where exists (select 1 from "users" as o where lower(o."username") = lower(u."username") and o."id" < u."id");`,
    );
    this.addSql(
      `create unique index "users_username_lower_unique" on "users" (lower("username"));`,
    );

    this.addSql(`alter table "sessions" add column "user_id" int null;`);
    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    // Sessions signed in before this migration belong to their user too; those of deleted users go.
    this.addSql(
      `update "sessions" set "user_id" = ("data"->>'userId')::int where ("data"->>'userId') ~ '^[0-9]+$' and exists (select 1 from "users" where "id" = ("data"->>'userId')::int);`,
    );
    this.addSql(
      `delete from "sessions" where ("data"->>'userId') is not null and "user_id" is null;`,
    );
    // Failures were counted under other keys before; the new keys start from nothing.
    this.addSql(`delete from "login_throttles";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);
    this.addSql(`drop index "sessions_user_id_index";`);
    this.addSql(`alter table "sessions" drop column "user_id";`);

    this.addSql(`drop index "users_username_lower_unique";`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
  }
}
