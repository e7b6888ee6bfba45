import { appStoreAppId, playStorePackage } from './storeLinks';

describe('App Store links', () => {
  it.each([
    ['https://apps.apple.com/app/id6470018231', '6470018231'],
    ['https://apps.apple.com/us/app/space-miner/id6470018231', '6470018231'],
    ['https://apps.apple.com/app/space-miner/id6470018231?platform=iphone', '6470018231'],
  ])('reads the app id of %s', (link, id) => {
    expect(appStoreAppId(link)).toBe(id);
  });

  it.each([
    ['another host', 'https://itunes.apple.com/app/id6470018231'],
    ['a look-alike host', 'https://apps.apple.com.example.com/app/id6470018231'],
    ['a user name before another host', 'https://apps.apple.com@example.com/id6470018231'],
    ['plain http', 'http://apps.apple.com/app/id6470018231'],
    ['no app id', 'https://apps.apple.com/us/app/space-miner'],
    ['not a URL', 'apps.apple.com/app/id1'],
  ])('refuses %s', (_case, link) => {
    expect(appStoreAppId(link)).toBeNull();
  });
});

describe('Google Play links', () => {
  it.each([
    [
      'https://play.google.com/store/apps/details?id=com.pixelwave.spaceminer',
      'com.pixelwave.spaceminer',
    ],
    [
      'https://play.google.com/store/apps/details?id=com.pixelwave.space_miner&hl=en',
      'com.pixelwave.space_miner',
    ],
  ])('reads the package of %s', (link, id) => {
    expect(playStorePackage(link)).toBe(id);
  });

  it.each([
    ['another path', 'https://play.google.com/store/apps/dev?id=123'],
    ['another host', 'https://play.example.com/store/apps/details?id=com.a.b'],
    ['plain http', 'http://play.google.com/store/apps/details?id=com.a.b'],
    ['no id', 'https://play.google.com/store/apps/details'],
    ['an id that is no package name', 'https://play.google.com/store/apps/details?id=spaceminer'],
    ['an id starting with a digit', 'https://play.google.com/store/apps/details?id=1com.a.b'],
  ])('refuses %s', (_case, link) => {
    expect(playStorePackage(link)).toBeNull();
  });
});
