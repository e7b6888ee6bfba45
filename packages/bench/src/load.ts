import autocannon from 'autocannon';

const DURATION_SECONDS = 10;
const CONNECTIONS = 64;

export interface LoadResult {
  rps: number;
  p99: number;
}

/** The same load for every URL: 64 connections for 10 s. Any non-2xx answer or error fails the bench. */
export async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}
