import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../trpc';
import { procedureKey } from './procedureKey';

describe('procedureKey', () => {
  it("gives a query without input tRPC's key", () => {
    expect(procedureKey('apps.cards', undefined, 'query')).toEqual(
      getQueryKey(trpc.apps.cards, undefined, 'query'),
    );
  });

  it("gives a query with input tRPC's key", () => {
    expect(procedureKey('apps.byParam', { param: 'space-miner' }, 'query')).toEqual(
      getQueryKey(trpc.apps.byParam, { param: 'space-miner' }, 'query'),
    );
  });

  it("gives a router tRPC's key for everything under it", () => {
    expect(procedureKey('admin')).toEqual(getQueryKey(trpc.admin));
  });

  it("gives a procedure without a type tRPC's key for all its calls", () => {
    expect(procedureKey('auth.session')).toEqual(getQueryKey(trpc.auth.session));
  });
});
