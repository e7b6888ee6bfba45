import { slugify } from './slug';

describe('slug suggestion', () => {
  it('turns a name into lowercase words joined by hyphens', () => {
    expect(slugify('Space Miner 2: Return!')).toBe('space-miner-2-return');
  });

  it('drops accents', () => {
    expect(slugify('Café Tycoon')).toBe('cafe-tycoon');
  });
});
