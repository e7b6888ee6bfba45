import { Migration } from '@mikro-orm/migrations';

export class Migration20261127052938_secondFactorStepLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "activity_events" drop constraint if exists "activity_events_action_check";`,
    );

    this.addSql(
      `alter table "activity_events" add constraint "activity_events_action_check" check("action" in ('created', 'updated', 'published', 'unpublished', 'deleted', 'uploaded', 'signedIn', 'failed', 'added', 'removed', 'ended', 'changed', 'reset', 'locked'));`,
    );

    this.addSql(`alter table "users" add column "pending_sign_ins_ended_at" timestamptz null;`);

    this.addSql(`alter table "sessions" add column "awaiting_user_id" int null;`);
    this.addSql(
      `alter table "sessions" add constraint "sessions_awaiting_user_id_foreign" foreign key ("awaiting_user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create index "sessions_awaiting_user_id_index" on "sessions" ("awaiting_user_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "activity_events" drop constraint if exists "activity_events_action_check";`,
    );

    this.addSql(`alter table "sessions" drop constraint "sessions_awaiting_user_id_foreign";`);

    this.addSql(
      `alter table "activity_events" add constraint "activity_events_action_check" check("action" in ('created', 'updated', 'published', 'unpublished', 'deleted', 'uploaded', 'signedIn', 'failed', 'added', 'removed', 'ended', 'changed', 'reset'));`,
    );

    this.addSql(`drop index "sessions_awaiting_user_id_index";`);
    this.addSql(`alter table "sessions" drop column "awaiting_user_id";`);

    this.addSql(`alter table "users" drop column "pending_sign_ins_ended_at";`);
  }
}
