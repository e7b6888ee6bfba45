import { Migration } from '@mikro-orm/migrations';

export class Migration20261128212134_translationRevisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "content_revisions" add column "locale" varchar(35) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "content_revisions" drop column "locale";`);
  }
}
