import { Migration } from '@mikro-orm/migrations';

export class Migration20261128172852_releaseTranslations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "releases" add column "translations" jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "releases" drop column "translations";`);
  }
}
