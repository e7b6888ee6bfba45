import type { ActivityEvent } from '@studio/schemas';

const SUBJECT_LABELS: Record<ActivityEvent['subjectType'], string> = {
  app: 'the app',
  blogPost: 'the blog post',
  file: 'the file',
};

/** e.g. `admin published the blog post "Launch day"`. */
export function describeActivity(event: ActivityEvent): string {
  const actor = event.actor ?? 'Someone';
  return `${actor} ${event.action} ${SUBJECT_LABELS[event.subjectType]} "${event.subjectName}"`;
}

/** Where the admin can open the subject, while it still exists. */
export function activitySubjectPath(event: ActivityEvent): string | null {
  if (event.subjectId === null || event.action === 'deleted') return null;
  if (event.subjectType === 'app') return `/admin/apps/edit/${event.subjectId}`;
  if (event.subjectType === 'blogPost') return `/admin/blog/edit/${event.subjectId}`;
  return null;
}
