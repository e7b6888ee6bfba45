import { Migration } from '@mikro-orm/migrations';

export class Migration20261127131517_mailsQueuedOnce extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "apps" add column "launch_mail_queued_at" timestamptz null;`);

    this.addSql(`alter table "blog_posts" add column "mail_queued_at" timestamptz null;`);

    this.addSql(`alter table "releases" add column "mail_queued_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "apps" drop column "launch_mail_queued_at";`);

    this.addSql(`alter table "blog_posts" drop column "mail_queued_at";`);

    this.addSql(`alter table "releases" drop column "mail_queued_at";`);
  }
}
