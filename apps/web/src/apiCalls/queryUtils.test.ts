import { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { createTRPCClient, createTRPCUntypedClient } from '@trpc/client';
import type { AppRouter } from '@studio/router';
import { trpcFixtureLink, type TrpcCall } from '../test/trpcFixtureLink';
import { queryUtils } from './queryUtils';

const fixtures = { 'site.shareImage': { image: '/api/files/1/share.png' } };

describe('queryUtils', () => {
  it("keeps a query under the key tRPC's own utilities give it", () => {
    const tRPCs = createTRPCQueryUtils<AppRouter>({
      client: createTRPCClient<AppRouter>({ links: [trpcFixtureLink(fixtures, [])] }),
      queryClient: new QueryClient(),
    });
    const calls = createTRPCUntypedClient<AppRouter>({ links: [trpcFixtureLink(fixtures, [])] });
    expect(queryUtils(calls).apps.byParam.queryOptions({ param: 'space-miner' }).queryKey).toEqual(
      tRPCs.apps.byParam.queryOptions({ param: 'space-miner' }).queryKey,
    );
  });

  it('calls the procedure when the query runs', async () => {
    const made: TrpcCall[] = [];
    const calls = createTRPCUntypedClient<AppRouter>({ links: [trpcFixtureLink(fixtures, made)] });
    const data = await new QueryClient().fetchQuery(
      queryUtils(calls).site.shareImage.queryOptions(),
    );
    expect(data).toEqual({ image: '/api/files/1/share.png' });
    expect(made).toEqual([expect.objectContaining({ path: 'site.shareImage' })]);
  });
});
