import type { EntityManager } from '@mikro-orm/postgresql';
import { ActivityEvent as ActivityEventEntity } from '@studio/db';
import type { ActivityEvent } from '@studio/schemas';
import { toActivityEvent } from './activityDto';

/** A new event; only security events say where they came from. */
export type NewActivity = Omit<ActivityEvent, 'id' | 'createdAt' | 'address'> &
  Partial<Pick<ActivityEvent, 'address'>>;

/** Writes one event; call it with the transaction's entity manager so the event commits with the write. */
export async function recordActivity(em: EntityManager, event: NewActivity): Promise<void> {
  await em.insert(ActivityEventEntity, event);
}

/** For the API's upload route, after the file is stored. */
export function recordUpload(
  em: EntityManager,
  upload: { fileId: string; filename: string; actor: string },
): Promise<void> {
  return recordActivity(em, {
    action: 'uploaded',
    subjectType: 'file',
    subjectId: upload.fileId,
    subjectName: upload.filename,
    actor: upload.actor,
  });
}

/**
 * Records that a subject was deleted. From then on its events, the 'deleted' one included, keep its name but
 * no longer point at it.
 */
export async function recordDeletion(
  em: EntityManager,
  event: Omit<NewActivity, 'action'>,
): Promise<void> {
  const { subjectType, subjectId } = event;
  await em.nativeUpdate(ActivityEventEntity, { subjectType, subjectId }, { subjectId: null });
  await recordActivity(em, { ...event, action: 'deleted', subjectId: null });
}

export async function recentActivity(em: EntityManager, limit: number): Promise<ActivityEvent[]> {
  const events = await em.find(
    ActivityEventEntity,
    {},
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
  return events.map(toActivityEvent);
}
