import { appsHead } from './appsHead';

const ORIGIN = 'https://studio.example.com';

describe('the app list head', () => {
  it("name the list or the category by the page's heading, its address by the category as the apps spell it", () => {
    const description = 'Every title we have shipped.';
    expect(appsHead(ORIGIN, null, { heading: 'All Apps & Games', description })).toMatchObject({
      title: 'All Apps & Games | Pixelwave Studio',
      description,
      canonical: `${ORIGIN}/apps`,
    });
    expect(appsHead(ORIGIN, 'Game', { heading: 'Spiel-Apps', description })).toMatchObject({
      title: 'Spiel-Apps | Pixelwave Studio',
      canonical: `${ORIGIN}/apps/category/Game`,
    });
  });
});
