import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { PrivacyDeclaration } from '@studio/schemas';
import { App } from './App';

/** What an app declares about the data it collects (issue 37): at most one per app, none until declared. */
export const AppPrivacyDeclaration = defineEntity({
  name: 'AppPrivacyDeclaration',
  tableName: 'app_privacy_declarations',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    app: () => p.manyToOne(App).fieldName('app_id').deleteRule('cascade').unique(),
    declaration: p.json<PrivacyDeclaration>(),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
});
export type AppPrivacyDeclaration = InferEntity<typeof AppPrivacyDeclaration>;
