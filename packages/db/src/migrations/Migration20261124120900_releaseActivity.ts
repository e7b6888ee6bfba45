import { Migration } from '@mikro-orm/migrations';

export class Migration20261124120900_releaseActivity extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "activity_events" drop constraint if exists "activity_events_subject_type_check";`,
    );

    this.addSql(
      `alter table "activity_events" add constraint "activity_events_subject_type_check" check("subject_type" in ('app', 'blogPost', 'file', 'release', 'password', 'passkey', 'authenticator', 'recoveryCode', 'secondFactor', 'session'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "activity_events" drop constraint if exists "activity_events_subject_type_check";`,
    );

    this.addSql(
      `alter table "activity_events" add constraint "activity_events_subject_type_check" check("subject_type" in ('app', 'blogPost', 'file', 'password', 'passkey', 'authenticator', 'recoveryCode', 'secondFactor', 'session'));`,
    );
  }
}
