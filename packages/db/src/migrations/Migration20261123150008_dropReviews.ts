import { Migration } from '@mikro-orm/migrations';

export class Migration20261123150008_dropReviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop table if exists "reviews" cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `create table "reviews" ("id" serial primary key, "app_id" int4 not null, "name" varchar(100) not null, "rating" int2 not null, "content" text not null, "date" timestamptz(6) not null default now());`,
    );
    this.addSql(`create index "reviews_app_id_index" on "reviews" ("app_id");`);

    this.addSql(
      `alter table "reviews" add constraint "reviews_app_id_foreign" foreign key ("app_id") references "apps" ("id") on update cascade on delete cascade;`,
    );
  }
}
