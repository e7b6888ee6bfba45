/** No schedule, or one that has come: the item may be public. */
function scheduleHasCome(now: Date) {
  return { $or: [{ publishAt: null }, { publishAt: { $lte: now } }] };
}

/** A post is public when published and not scheduled for later (a MikroORM filter). */
export function publicPostFilter(now = new Date()) {
  return { published: true, ...scheduleHasCome(now) };
}

/** An app is public unless scheduled for later: apps have no draft state (a MikroORM filter). */
export function publicAppFilter(now = new Date()) {
  return scheduleHasCome(now);
}

/** Whether a saved item waits for the scheduler to announce its launch. */
export function launchPending(publishAt: Date | null, willBePublic: boolean): boolean {
  return willBePublic && publishAt !== null && publishAt.getTime() > Date.now();
}
