import { localesFixture } from '../test/fixtures';
import { pageAddress } from './pageAddress';

const GERMAN_TOO = localesFixture({
  locales: [
    { code: 'en', name: 'English' },
    { code: 'de', name: 'Deutsch' },
  ],
});

describe('a requested path', () => {
  it("is a page in the default language at today's addresses", () => {
    expect(pageAddress('/apps/star-hopper', GERMAN_TOO)).toMatchObject({
      locale: 'en',
      translation: null,
      path: '/apps/star-hopper',
    });
  });

  it("is a page in another of the site's languages under its tag", () => {
    expect(pageAddress('/de/apps/star-hopper', GERMAN_TOO)).toMatchObject({
      locale: 'de',
      translation: 'de',
      path: '/apps/star-hopper',
      match: { route: { name: 'app' }, params: { slug: 'star-hopper' } },
    });
    expect(pageAddress('/de', GERMAN_TOO)).toMatchObject({
      locale: 'de',
      translation: 'de',
      path: '/',
    });
    expect(pageAddress('/de/no-such-page', GERMAN_TOO)).toMatchObject({
      locale: 'de',
      path: '/no-such-page',
    });
  });

  it('is an unknown path under a language the site does not have, or under the default one', () => {
    expect(pageAddress('/ja/apps', GERMAN_TOO)).toMatchObject({
      locale: 'en',
      translation: null,
      path: '/ja/apps',
    });
    expect(pageAddress('/en/apps', GERMAN_TOO)).toMatchObject({
      locale: 'en',
      translation: null,
      path: '/en/apps',
    });
  });

  it('is an unknown path where a prefix is put before a screen that has no languages', () => {
    for (const path of ['/de/admin', '/de/auth']) {
      expect(pageAddress(path, GERMAN_TOO)).toMatchObject({
        locale: 'en',
        translation: null,
        path,
      });
    }
  });

  it("is a subscriber's confirmation and unsubscribe page in their language under its tag", () => {
    expect(pageAddress('/de/subscriptions/confirm/abc', GERMAN_TOO)).toMatchObject({
      locale: 'de',
      path: '/subscriptions/confirm/abc',
      match: { route: { name: 'subscriptionConfirm' }, params: { token: 'abc' } },
    });
    expect(pageAddress('/de/subscriptions/unsubscribe/abc', GERMAN_TOO)).toMatchObject({
      locale: 'de',
      match: { route: { name: 'subscriptionUnsubscribe' } },
    });
  });

  it('is a preview in another language under its tag, its token as in the link', () => {
    expect(pageAddress('/de/preview/abc', GERMAN_TOO)).toMatchObject({
      locale: 'de',
      translation: 'de',
      path: '/preview/abc',
      match: { route: { name: 'preview' }, params: { token: 'abc' } },
    });
  });
});
