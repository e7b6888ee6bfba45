import { readFileSync } from 'node:fs';
import { siteIconSprite } from './siteIconSprite';

describe('the site icon sprite', () => {
  it('holds every icon of the list as Tabler draws it (else: pnpm --filter @studio/web icons)', () => {
    expect(readFileSync(`${__dirname}/site-icons.svg`, 'utf8')).toBe(siteIconSprite());
  });

  it('draws each icon as a symbol named after it', () => {
    expect(siteIconSprite()).toContain(
      '<symbol id="brand-x" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 4l11.733 16h4.267l-11.733 -16l-4.267 0"></path>',
    );
  });

  it("draws the cards' rating as five filled stars, 16 px each and 2 px apart", () => {
    const rating = siteIconSprite().match(
      /<symbol id="star-rating" viewBox="0 0 88 16">.*?<\/symbol>/,
    )?.[0];
    const stars = [
      ...(rating ?? '').matchAll(
        /<svg width="16" height="16" [^>]* x="(\d+)"><path d="M8.243 7.34/g,
      ),
    ];
    expect(stars.map(([, x]) => Number(x))).toEqual([0, 18, 36, 54, 72]);
  });
});
