import { slugAddress } from './movedAddress';

const addressAt = (url: string, slug = 'new-name') => {
  const address = slugAddress(url);
  return address && { kind: address.kind, slug: address.slug, at: address.at(slug) };
};

describe('slugAddress', () => {
  it.each([
    ['/apps/old-name', 'app', '/apps/new-name'],
    ['/apps/old-name/terms', 'app', '/apps/new-name/terms'],
    ['/apps/old-name/privacy', 'app', '/apps/new-name/privacy'],
    ['/apps/old-name/account-deletion', 'app', '/apps/new-name/account-deletion'],
    ['/blog/old-name', 'blogPost', '/blog/new-name'],
    ['/api/apps/old-name', 'app', '/api/apps/new-name'],
    ['/api/apps/old-name/account-deletion', 'app', '/api/apps/new-name/account-deletion'],
    ['/api/blog/old-name', 'blogPost', '/api/blog/new-name'],
  ])('follows the old slug of %s', (url, kind, at) => {
    expect(addressAt(url)).toEqual({ kind, slug: 'old-name', at });
  });

  it('keeps the query string on the new address', () => {
    expect(addressAt('/blog/old-name?ref=mail')?.at).toBe('/blog/new-name?ref=mail');
  });

  it.each([
    '/about',
    '/apps',
    '/apps/category/Game',
    '/apps/old-name/press',
    '/apps/old-name/releases',
    '/apps/old-name/press.zip',
    '/apps/Old-Name',
    '/apps/old%2Dname',
    '/blog/old-name/',
    '/preview/old-name',
    '/api/apps/old-name/releases',
    '/api/about',
  ])('names no item in %s', (url) => {
    expect(slugAddress(url)).toBeNull();
  });
});
