import autocannon from 'autocannon';

/** Page views and store clicks a busy studio site might see: far above a real one's, still human. */
export const EVENTS_PER_SECOND = 200;
const VISITORS = 500;

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/**
 * Sends events at EVENTS_PER_SECOND for `seconds`, from VISITORS addresses (the site trusts the loopback
 * proxy's X-Forwarded-For) and every page of `paths`, as the public site's pages would.
 */
export async function sendEvents(siteUrl: string, paths: string[], seconds: number) {
  let sent = 0;
  const result = await autocannon({
    url: `${siteUrl}/api/events`,
    connections: 8,
    overallRate: EVENTS_PER_SECOND,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sent += 1;
          const visitor = sent % VISITORS;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'user-agent': PHONE,
              'x-forwarded-for': `10.1.${Math.floor(visitor / 256)}.${visitor % 256}`,
            },
            body: JSON.stringify({ type: 'view', path: paths[sent % paths.length] }),
          };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`Events: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}
