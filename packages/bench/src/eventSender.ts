/**
 * Runs in a process of its own (see eventLoad.ts), so that sending events never takes time from the load
 * generator that measures the pages. Arguments: site URL, seconds, then the page paths to report views of.
 * Prints "sending" once it sends, then the achieved event rate.
 */
import autocannon from 'autocannon';
import { EVENTS_PER_SECOND } from './eventRate';

const VISITORS = 500;
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const [siteUrl, seconds, ...paths] = process.argv.slice(2);
let sent = 0;
const run = autocannon({
  url: `${siteUrl}/api/events`,
  connections: 8,
  overallRate: EVENTS_PER_SECOND,
  duration: Number(seconds),
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
            // The site trusts the loopback proxy: each event comes from one of VISITORS addresses.
            'x-forwarded-for': `10.1.${Math.floor(visitor / 256)}.${visitor % 256}`,
          },
          body: JSON.stringify({ type: 'view', path: paths[sent % paths.length] }),
        };
      },
    },
  ],
});
console.log('sending');
const result = await run;
if (result.non2xx > 0 || result.errors > 0) {
  console.error(`Events: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  process.exit(1);
}
console.log(result.requests.average);
