import { Migration } from '@mikro-orm/migrations';

export class Migration20261128172908_translationSchedules extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "blog_post_translations" add column "publish_at" timestamptz null, add column "launch_pending" boolean not null default false;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "blog_post_translations" drop column "publish_at", drop column "launch_pending";`,
    );
  }
}
