import { Migration } from '@mikro-orm/migrations';

export class Migration20261128212257_subscriberLocale extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "subscribers" add column "locale" varchar(35) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "subscribers" drop column "locale";`);
  }
}
