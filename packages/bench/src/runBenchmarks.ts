/**
 * pnpm bench: measures the built site (run `pnpm build` first) against its speed and memory targets.
 * Prints a table and exits non-zero when a target is missed. Pass names to run a subset:
 * pnpm bench pages api signin files upload archive presskit outage lighthouse bundle images variants
 * analytics shutdown flood misses revisions outbox edge locales
 */
import { measureAnalytics } from './analyticsBench';
import { measureAnswerSpeed } from './answerSpeed';
import { measureArchiveMemory } from './archiveMemory';
import { measureBundleSize } from './bundleSize';
import { measureEdgeCache } from './edgeCache';
import { measureFrozenDatabase } from './frozenDatabase';
import { measureLighthouse } from './lighthouseAudit';
import { measureLocalePages } from './localePages';
import { measureMissCost } from './missCost';
import { measureOutbox } from './outboxBench';
import { measurePageWeight } from './pageWeight';
import { measurePhoneImageBytes } from './phoneImageBytes';
import { measurePressKitMemory } from './pressKitMemory';
import { measureRegistrationFlood } from './registrationFlood';
import { measureRevisionsScreen } from './revisionsScreen';
import { meets, printReport, type Measurement } from './report';
import { measureShutdown } from './shutdownTime';
import { measureSignInLatency } from './signInLatency';
import { startSite } from './startSite';
import { measureUploadMemory } from './uploadMemory';
import { measureVariantMemory } from './variantMemory';

const requested = process.argv.slice(2);
const wants = (name: string) => requested.length === 0 || requested.includes(name);

const measurements: Measurement[] = [];
if (wants('bundle')) measurements.push(...(await measureBundleSize()));
if (wants('analytics')) measurements.push(...(await measureAnalytics()));
const site = await startSite();
try {
  if (wants('pages')) measurements.push(...(await measurePageWeight(site.url)));
  if (wants('api')) measurements.push(...(await measureAnswerSpeed(site.url, 'api')));
  if (wants('signin')) measurements.push(...(await measureSignInLatency(site.url)));
  if (wants('upload'))
    measurements.push(...(await measureUploadMemory(site.url, site.process.pid!)));
  if (wants('archive'))
    measurements.push(...(await measureArchiveMemory(site.url, site.process.pid!)));
  if (wants('presskit'))
    measurements.push(...(await measurePressKitMemory(site.url, site.process.pid!)));
  if (wants('outage')) measurements.push(...(await measureFrozenDatabase(site)));
  if (wants('lighthouse')) measurements.push(...(await measureLighthouse(site.url)));
  if (wants('files')) measurements.push(...(await measureAnswerSpeed(site.url, 'files')));
  if (wants('variants'))
    measurements.push(...(await measureVariantMemory(site.url, site.process.pid!)));
  if (wants('images')) measurements.push(...(await measurePhoneImageBytes(site.url)));
  if (wants('revisions')) measurements.push(...(await measureRevisionsScreen(site.url)));
  // Last: it clears the caches again and again.
  if (wants('misses')) measurements.push(...(await measureMissCost(site.url, site.process.pid!)));
} finally {
  await site.stop();
}
// These start sites of their own: one is shut down, one trusts a proxy, one sends e-mail, one runs behind
// Varnish, one is in two languages.
if (wants('shutdown')) measurements.push(...(await measureShutdown()));
if (wants('flood')) measurements.push(...(await measureRegistrationFlood()));
if (wants('outbox')) measurements.push(...(await measureOutbox()));
if (wants('locales')) measurements.push(...(await measureLocalePages()));
if (wants('edge')) measurements.push(...(await measureEdgeCache()));
printReport(measurements);
process.exit(measurements.every(meets) ? 0 : 1);
