import { Migration } from '@mikro-orm/migrations';

export class Migration20261127233523_privacyDeclarations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "app_privacy_declarations" ("id" serial primary key, "app_id" int not null, "declaration" jsonb not null, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "app_privacy_declarations" add constraint "app_privacy_declarations_app_id_unique" unique ("app_id");`,
    );

    this.addSql(
      `alter table "app_privacy_declarations" add constraint "app_privacy_declarations_app_id_foreign" foreign key ("app_id") references "apps" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "app_privacy_declarations" cascade;`);
  }
}
