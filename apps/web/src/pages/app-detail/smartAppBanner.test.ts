import { smartAppBanner } from './smartAppBanner';

describe('smartAppBanner', () => {
  it('names the app id from the App Store link', () => {
    expect(smartAppBanner('https://apps.apple.com/us/app/space-miner/id6470018231')).toEqual({
      name: 'apple-itunes-app',
      content: 'app-id=6470018231',
    });
  });

  it('is absent without an App Store link, or with one that has no app id', () => {
    expect(smartAppBanner(null)).toBeNull();
    expect(smartAppBanner('https://example.com/space-miner')).toBeNull();
  });
});
