import { DomainError, ERROR_KINDS, type DomainErrorKind } from '@studio/core';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { trpcErrorOf } from './domainErrors';

const kinds = Object.keys(ERROR_KINDS) as DomainErrorKind[];

describe('a domain error over tRPC', () => {
  it.each(kinds)('answers a refusal of kind %s with the HTTP status of its kind', (kind) => {
    const error = trpcErrorOf(new DomainError(kind, 'Refused'))!;
    expect(getHTTPStatusCodeFromError(error)).toBe(ERROR_KINDS[kind].status);
    expect(error.message).toBe('Refused');
  });

  it('answers a database outage 503, with the message for an outage', () => {
    const error = trpcErrorOf(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    )!;
    expect(getHTTPStatusCodeFromError(error)).toBe(503);
    expect(error.message).toBe(
      'The service is temporarily unavailable. Please try again in a moment.',
    );
  });

  it('leaves anything else unexpected', () => {
    expect(trpcErrorOf(new Error('boom'))).toBeUndefined();
  });
});
