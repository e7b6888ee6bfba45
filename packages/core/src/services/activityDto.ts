import type { ActivityEvent as ActivityEventEntity } from '@studio/db';
import type { ActivityEvent } from '@studio/schemas';

export function toActivityEvent(event: ActivityEventEntity): ActivityEvent {
  return {
    id: event.id,
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId ?? null,
    subjectName: event.subjectName,
    actor: event.actor ?? null,
    address: event.address ?? null,
    createdAt: event.createdAt.toISOString(),
  };
}
