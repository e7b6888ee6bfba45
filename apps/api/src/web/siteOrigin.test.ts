import { siteOrigin } from './siteOrigin';

describe('the site’s origin', () => {
  it('is PUBLIC_ORIGIN when it is set, on any port', () => {
    const origin = siteOrigin({ publicOrigin: 'https://studio.example', port: 3000 });
    origin.listeningOn(41234);
    expect(origin.value).toBe('https://studio.example');
  });

  it('is localhost at PORT without PUBLIC_ORIGIN', () => {
    expect(siteOrigin({ publicOrigin: null, port: 3000 }).value).toBe('http://localhost:3000');
    expect(siteOrigin({ publicOrigin: null, port: 80 }).value).toBe('http://localhost');
  });

  it('names the port the site listens on when PORT let the system pick one', () => {
    const origin = siteOrigin({ publicOrigin: null, port: 0 });
    origin.listeningOn(41234);
    expect(origin.value).toBe('http://localhost:41234');
  });
});
