import { Migration } from '@mikro-orm/migrations';

export class Migration20261123105124_media extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "file_variants" ("file_id" uuid not null, "width" int not null, "mimetype" varchar(100) not null, "height" int not null, "size" int not null, "sha256" varchar(64) not null, "data" bytea not null, "created_at" timestamptz not null default now(), constraint "file_variants_pkey" primary key ("file_id", "width", "mimetype"));`,
    );

    this.addSql(
      `alter table "file_variants" add constraint "file_variants_file_id_foreign" foreign key ("file_id") references "files" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "files" add column "width" int null, add column "height" int null, add column "unreferenced_since" timestamptz null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "file_variants" cascade;`);

    this.addSql(
      `alter table "files" drop column "width", drop column "height", drop column "unreferenced_since";`,
    );
  }
}
