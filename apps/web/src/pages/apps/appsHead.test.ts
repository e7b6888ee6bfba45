import { appsHead } from './appsHead';

const ORIGIN = 'https://studio.example.com';

describe('the app list head', () => {
  it('name the list or the category, with the category as the site spells it', () => {
    expect(appsHead(ORIGIN, null, 'All Apps & Games')).toMatchObject({
      title: 'All Apps & Games | Pixelwave Studio',
      canonical: `${ORIGIN}/apps`,
    });
    expect(appsHead(ORIGIN, 'Game', 'Game Apps')).toMatchObject({
      title: 'Game Apps | Pixelwave Studio',
      canonical: `${ORIGIN}/apps/category/Game`,
    });
  });
});
