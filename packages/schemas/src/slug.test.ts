import { slugSchema, slugify } from './slug';

describe('slug rules', () => {
  it('refuses a slug made only of digits, which could be taken for an id', () => {
    const result = slugSchema.safeParse('12');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Slug cannot be only digits',
    ]);
  });

  it('accepts digits beside letters or hyphens', () => {
    for (const slug of ['2048-puzzle', 'space-miner-2', '12-']) {
      expect(slugSchema.parse(slug)).toBe(slug);
    }
  });
});

describe('slug suggestion', () => {
  it('turns a name into lowercase words joined by hyphens', () => {
    expect(slugify('Space Miner 2: Return!')).toBe('space-miner-2-return');
  });

  it('drops accents', () => {
    expect(slugify('Café Tycoon')).toBe('cafe-tycoon');
  });
});
