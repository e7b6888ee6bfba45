import { Migration } from '@mikro-orm/migrations';

export class Migration20261127193208_storeListing extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "apps" add column "subtitle" text null, add column "keywords" text null, add column "promotional_text" text null, add column "marketing_url" text null;`,
    );

    this.addSql(`alter table "releases" add column "version_code" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "apps" drop column "subtitle", drop column "keywords", drop column "promotional_text", drop column "marketing_url";`,
    );

    this.addSql(`alter table "releases" drop column "version_code";`);
  }
}
