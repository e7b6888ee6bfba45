import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { App } from './App';

export const Review = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    app: () => p.manyToOne(App).fieldName('app_id').deleteRule('cascade').index(),
    name: p.string().length(100),
    rating: p.smallint(),
    content: p.text(),
    date: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type Review = InferEntity<typeof Review>;
