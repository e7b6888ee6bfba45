import { Migration } from '@mikro-orm/migrations';

export class Migration20261124075710_secondFactorsAndSessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "recovery_codes" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "recovery_codes_user_id_index" on "recovery_codes" ("user_id");`);

    this.addSql(
      `create table "passkey_challenges" ("challenge" varchar(128) not null, "purpose" text check ("purpose" in ('registration', 'authentication')) not null, "user_id" int null, "expires_at" timestamptz not null, constraint "passkey_challenges_pkey" primary key ("challenge"));`,
    );
    this.addSql(
      `create index "passkey_challenges_expires_at_index" on "passkey_challenges" ("expires_at");`,
    );

    this.addSql(
      `create table "passkeys" ("id" serial primary key, "user_id" int not null, "credential_id" text not null, "public_key" bytea not null, "counter" bigint not null default 0, "transports" text[] not null default '{}', "name" varchar(64) not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null);`,
    );
    this.addSql(`create index "passkeys_user_id_index" on "passkeys" ("user_id");`);
    this.addSql(
      `alter table "passkeys" add constraint "passkeys_credential_id_unique" unique ("credential_id");`,
    );

    this.addSql(
      `create table "authenticator_apps" ("user_id" int not null, "sealed_secret" text not null, "confirmed_at" timestamptz null, "last_used_step" bigint null, "created_at" timestamptz not null default now(), constraint "authenticator_apps_pkey" primary key ("user_id"));`,
    );

    this.addSql(
      `alter table "recovery_codes" add constraint "recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "passkey_challenges" add constraint "passkey_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "passkeys" add constraint "passkeys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "authenticator_apps" add constraint "authenticator_apps_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "activity_events" drop constraint if exists "activity_events_action_check";`,
    );
    this.addSql(
      `alter table "activity_events" drop constraint if exists "activity_events_subject_type_check";`,
    );

    this.addSql(`alter table "activity_events" add column "address" varchar(64) null;`);
    this.addSql(
      `alter table "activity_events" add constraint "activity_events_action_check" check("action" in ('created', 'updated', 'published', 'unpublished', 'deleted', 'uploaded', 'signedIn', 'failed', 'added', 'removed', 'ended', 'changed', 'reset'));`,
    );
    this.addSql(
      `alter table "activity_events" add constraint "activity_events_subject_type_check" check("subject_type" in ('app', 'blogPost', 'file', 'password', 'passkey', 'authenticator', 'recoveryCode', 'secondFactor', 'session'));`,
    );

    this.addSql(
      `alter table "sessions" add column "public_id" uuid not null default gen_random_uuid(), add column "created_at" timestamptz not null default now(), add column "last_seen_at" timestamptz not null default now(), add column "user_agent" varchar(512) null, add column "address" varchar(64) null;`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_public_id_unique" unique ("public_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "recovery_codes" cascade;`);

    this.addSql(`drop table if exists "passkey_challenges" cascade;`);

    this.addSql(`drop table if exists "passkeys" cascade;`);

    this.addSql(`drop table if exists "authenticator_apps" cascade;`);

    this.addSql(
      `alter table "activity_events" drop constraint if exists "activity_events_action_check";`,
    );
    this.addSql(
      `alter table "activity_events" drop constraint if exists "activity_events_subject_type_check";`,
    );

    this.addSql(`alter table "activity_events" drop column "address";`);

    this.addSql(
      `alter table "activity_events" add constraint "activity_events_action_check" check("action" in ('created', 'updated', 'published', 'unpublished', 'deleted', 'uploaded'));`,
    );
    this.addSql(
      `alter table "activity_events" add constraint "activity_events_subject_type_check" check("subject_type" in ('app', 'blogPost', 'file'));`,
    );

    this.addSql(`alter table "sessions" drop constraint "sessions_public_id_unique";`);
    this.addSql(
      `alter table "sessions" drop column "public_id", drop column "created_at", drop column "last_seen_at", drop column "user_agent", drop column "address";`,
    );
  }
}
