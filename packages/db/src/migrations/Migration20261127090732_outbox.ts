import { Migration } from '@mikro-orm/migrations';

export class Migration20261127090732_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "mail_contents" ("id" serial primary key, "subject" text not null, "html" text not null, "text" text not null, "created_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "outbox_messages" ("id" serial primary key, "content_id" int not null, "to_address" varchar(254) not null, "personal_values" jsonb not null default '{}', "purpose" varchar(100) not null, "state" text check ("state" in ('queued', 'sending', 'sent', 'failed')) not null default 'queued', "attempts" int not null default 0, "last_error" text null, "next_attempt_at" timestamptz not null default now(), "first_attempt_at" timestamptz null, "lease_until" timestamptz null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`,
    );
    this.addSql(
      `create index "outbox_messages_content_id_index" on "outbox_messages" ("content_id");`,
    );
    this.addSql(
      `create index "outbox_messages_due_index" on "outbox_messages" ("next_attempt_at", "id") where "state" = 'queued';`,
    );
    this.addSql(
      `create index "outbox_messages_sending_index" on "outbox_messages" ("lease_until") where "state" = 'sending';`,
    );
    this.addSql(
      `create index "outbox_messages_purpose_id_index" on "outbox_messages" ("purpose", "id");`,
    );

    this.addSql(
      `alter table "outbox_messages" add constraint "outbox_messages_content_id_foreign" foreign key ("content_id") references "mail_contents" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "outbox_messages" drop constraint "outbox_messages_content_id_foreign";`,
    );

    this.addSql(`drop table if exists "mail_contents" cascade;`);

    this.addSql(`drop table if exists "outbox_messages" cascade;`);
  }
}
