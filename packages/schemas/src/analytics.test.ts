import { analyticsEventSchema, analyticsQuerySchema } from './analytics';

function problems(value: unknown): string[] {
  const result = analyticsEventSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('analytics events', () => {
  it('accepts a page view and a store click', () => {
    expect(problems({ type: 'view', path: '/apps/space-miner' })).toEqual([]);
    expect(problems({ type: 'store_click', appSlug: 'space-miner', store: 'play_store' })).toEqual(
      [],
    );
  });

  it.each([
    ['a relative path', 'apps'],
    ['a query', '/apps?x=1'],
    ['a fragment', '/apps#top'],
    ['a space', '/apps/space miner'],
  ])('refuses a path with %s', (_case, path) => {
    expect(problems({ type: 'view', path })).toEqual([
      'Path must start with / and hold no spaces, query or fragment',
    ]);
  });

  it('refuses a path longer than 200 characters', () => {
    expect(problems({ type: 'view', path: `/${'a'.repeat(200)}` })).toEqual([
      'Path must be at most 200 characters',
    ]);
  });

  it('refuses an unknown store and an unknown type', () => {
    expect(problems({ type: 'store_click', appSlug: 'space-miner', store: 'steam' })).toEqual([
      'Store must be one of app_store, play_store',
    ]);
    expect(problems({ type: 'purchase' })).toEqual(['Type must be view or store_click']);
  });
});

describe('analytics query', () => {
  it('reports 30 days unless told otherwise', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ days: 30 });
    expect(analyticsQuerySchema.parse({ days: '90' })).toEqual({ days: 90 });
  });

  it('keeps to one year', () => {
    expect(analyticsQuerySchema.safeParse({ days: 366 }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ days: 0 }).success).toBe(false);
  });
});
