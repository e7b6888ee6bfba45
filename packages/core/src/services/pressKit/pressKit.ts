import type { EntityManager } from '@mikro-orm/postgresql';
import { App as AppEntity } from '@studio/db';
import { PRESS_KIT_NOT_FOUND_MESSAGE, type App, type StudioPressFacts } from '@studio/schemas';
import { notFound } from '../../errors';
import { toApp } from '../appDto';
import { publicAppFilter } from '../publishing/visibility';
import { readStudioPressFacts } from '../studioPressFacts';

export interface PressKit {
  app: App;
  studio: StudioPressFacts;
}

/** An app's published press kit with the studio's facts; 404 when the app has none enabled or waits for its launch. */
export async function findPressKit(em: EntityManager, slug: string): Promise<PressKit> {
  const app = await em.findOne(AppEntity, { slug, ...publicAppFilter() });
  if (!app?.pressKitEnabled) throw notFound(PRESS_KIT_NOT_FOUND_MESSAGE);
  const [dto, studio] = await Promise.all([toApp(em, app), readStudioPressFacts(em)]);
  return { app: dto, studio };
}
