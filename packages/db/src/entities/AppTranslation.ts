import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { App } from './App';

/** An app's texts in one of the site's other languages: only the translated fields, by their API names. */
export const AppTranslation = defineEntity({
  name: 'AppTranslation',
  tableName: 'app_translations',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    app: () => p.manyToOne(App).fieldName('app_id').deleteRule('cascade'),
    locale: p.string().length(35),
    fields: p.json<Record<string, unknown>>(),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
  uniques: [{ properties: ['app', 'locale'] }],
});
export type AppTranslation = InferEntity<typeof AppTranslation>;
