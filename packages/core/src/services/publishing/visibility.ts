/** No schedule, or one that has come: the item may be public (alternatives of a MikroORM `$or`). */
function scheduleHasCome(now: Date) {
  return [{ publishAt: null }, { publishAt: { $lte: now } }];
}

/** A post is public when published and not scheduled for later (a MikroORM filter). */
export function publicPostFilter(now = new Date()) {
  return { published: true, $or: scheduleHasCome(now) };
}

/**
 * An app is public unless scheduled for later (apps have no draft state), or while coming soon, which shows
 * it before its launch (a MikroORM filter). A save keeps the mark only while the launch is ahead, and the
 * launch clears it.
 */
export function publicAppFilter(now = new Date()) {
  return { $or: [...scheduleHasCome(now), { comingSoon: true }] };
}

/** Whether a saved item waits for the scheduler to announce its launch. */
export function launchPending(publishAt: Date | null, willBePublic: boolean): boolean {
  return willBePublic && publishAt !== null && publishAt.getTime() > Date.now();
}
