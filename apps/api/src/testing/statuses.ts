/** The status of the answer to each path, asked one after the other: a failed expectation names the paths. */
export async function statusesOf(
  paths: readonly string[],
  ask: (path: string) => Promise<{ status: number }>,
): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const path of paths) statuses[path] = (await ask(path)).status;
  return statuses;
}

/** The same status for every path, to compare with statusesOf. */
export const everyStatus = (paths: readonly string[], status: number): Record<string, number> =>
  Object.fromEntries(paths.map((path) => [path, status]));
