import { Migration } from '@mikro-orm/migrations';

export class Migration20261127130920_comingSoonAndSubscriberMails extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "apps" add column "coming_soon" boolean not null default false, add column "expected_launch" varchar(50) null, add column "pre_registration_url" text null, add column "pre_order_url" text null, add column "launch_message" varchar(500) null;`,
    );

    this.addSql(
      `alter table "blog_posts" add column "email_subscribers" boolean not null default false;`,
    );

    this.addSql(
      `alter table "releases" add column "email_subscribers" boolean not null default false;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "apps" drop column "coming_soon", drop column "expected_launch", drop column "pre_registration_url", drop column "pre_order_url", drop column "launch_message";`,
    );

    this.addSql(`alter table "blog_posts" drop column "email_subscribers";`);

    this.addSql(`alter table "releases" drop column "email_subscribers";`);
  }
}
