import type { ActivityEvent } from '@studio/schemas';

type ContentSubject = 'app' | 'blogPost' | 'file' | 'release';
type SecuritySubject = Exclude<ActivityEvent['subjectType'], ContentSubject>;

const CONTENT_LABELS: Record<ContentSubject, string> = {
  app: 'the app',
  blogPost: 'the blog post',
  file: 'the file',
  release: 'the release',
};

const SECOND_FACTOR_PHRASES: Partial<Record<ActivityEvent['action'], string>> = {
  failed: 'gave a wrong authentication code',
  locked: 'gave too many wrong authentication codes: codes are refused for a while',
};

/** What an account's security event says after the username; the subject's name is quoted where it has one. */
const SECURITY_PHRASES: Record<SecuritySubject, (event: ActivityEvent) => string> = {
  password: ({ action }) =>
    action === 'signedIn' ? 'signed in with a password' : 'changed the password',
  passkey: ({ action, subjectName }) =>
    `${action === 'signedIn' ? 'signed in with' : action} the passkey "${subjectName}"`,
  authenticator: ({ action }) => {
    if (action === 'signedIn') return 'signed in with an authenticator code';
    return action === 'added' ? 'set up an authenticator app' : 'turned off the authenticator app';
  },
  recoveryCode: ({ action }) =>
    action === 'signedIn' ? 'signed in with a recovery code' : 'made new recovery codes',
  secondFactor: ({ action }) =>
    SECOND_FACTOR_PHRASES[action] ?? 'had every second factor removed by the operator',
  session: ({ subjectId, subjectName }) =>
    subjectId === null ? `signed out ${subjectName}` : `signed out a session of ${subjectName}`,
};

function isContent(subject: ActivityEvent['subjectType']): subject is ContentSubject {
  return subject in CONTENT_LABELS;
}

/**
 * e.g. `admin published the blog post "Launch day"`, `admin signed in with the passkey "Laptop"`. A 'published'
 * event by no one is the scheduler's launch of an item at its time.
 */
export function describeActivity(event: ActivityEvent): string {
  const { subjectType, actor } = event;
  if (isContent(subjectType)) {
    const subject = `${CONTENT_LABELS[subjectType]} "${event.subjectName}"`;
    if (actor === null && event.action === 'published') {
      return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} went live as scheduled`;
    }
    return `${actor ?? 'Someone'} ${event.action} ${subject}`;
  }
  return `${actor ?? 'Someone'} ${SECURITY_PHRASES[subjectType](event)}`;
}

/** Where the admin can open the subject, while it still exists. */
export function activitySubjectPath(event: ActivityEvent): string | null {
  if (event.subjectId === null || event.action === 'deleted') return null;
  if (event.subjectType === 'app') return `/admin/apps/edit/${event.subjectId}`;
  if (event.subjectType === 'blogPost') return `/admin/blog/edit/${event.subjectId}`;
  return null;
}
