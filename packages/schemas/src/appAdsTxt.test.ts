import { appAdsTxtFormSchema, appAdsTxtProblems } from './appAdsTxt';
import { messagesFor } from './testing';

describe('app-ads.txt lines', () => {
  it('accepts records, comments, blank lines and the five variables', () => {
    const content = [
      '# Pixelwave Studio',
      'google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0',
      'unity.com, 3567890, RESELLER',
      '  applovin.com , abc_DEF-123 , direct  # inline comment',
      'example-exchange.com, 42, RESELLER, 1a2b3c; extension=data',
      '',
      'OWNERDOMAIN=pixelwave.example',
      'MANAGERDOMAIN=agency.example, US',
      'CONTACT=ads@pixelwave.example',
      'SUBDOMAIN=games.pixelwave.example',
      'INVENTORYPARTNERDOMAIN=partner.example',
      'contact=someone',
    ].join('\n');
    expect(appAdsTxtProblems(content)).toEqual([]);
  });

  it('names the line and the problem', () => {
    expect(appAdsTxtProblems('google.com, pub-1, DIRECT\nunity.com, 3567890, PARTNER')).toEqual([
      'Line 2: the relationship must be DIRECT or RESELLER, not "PARTNER"',
    ]);
  });

  it('counts lines across Windows and old Mac line endings', () => {
    expect(appAdsTxtProblems('# a\r\n# b\r\rgoogle')).toEqual([
      'Line 4: a record needs a domain, a publisher id and DIRECT or RESELLER, separated by commas',
    ]);
  });

  it.each([
    [
      'google.com, pub-1',
      'a record needs a domain, a publisher id and DIRECT or RESELLER, separated by commas',
    ],
    [
      'google.com, pub-1, DIRECT, abc, extra',
      'a record has at most 4 fields: domain, publisher id, DIRECT or RESELLER, certification authority id',
    ],
    ['google, pub-1, DIRECT', '"google" is not a domain name'],
    ['-google.com, pub-1, DIRECT', '"-google.com" is not a domain name'],
    ['google.com, , DIRECT', 'the publisher id is missing'],
    ['google.com, pub 1, DIRECT', 'the publisher id "pub 1" must not contain spaces'],
    ['google.com, pub-1, DIRECTLY', 'the relationship must be DIRECT or RESELLER, not "DIRECTLY"'],
    [
      'google.com, pub-1, DIRECT, f08c-47',
      'the certification authority id "f08c-47" must be letters and digits only',
    ],
    [
      'OWNER=pixelwave.example',
      '"OWNER" is not an app-ads.txt variable (use OWNERDOMAIN, MANAGERDOMAIN, CONTACT, SUBDOMAIN, INVENTORYPARTNERDOMAIN)',
    ],
    ['OWNERDOMAIN=', 'OWNERDOMAIN needs a value after the equals sign'],
    ['SUBDOMAIN=not a domain', '"not a domain" is not a domain name'],
    [
      'MANAGERDOMAIN=agency.example, USA',
      'MANAGERDOMAIN takes a domain and, optionally, a two-letter country code',
    ],
  ])('refuses %p', (line, problem) => {
    expect(appAdsTxtProblems(line)).toEqual([`Line 1: ${problem}`]);
  });

  it('lists every bad line', () => {
    expect(appAdsTxtProblems('bad\n# fine\nworse')).toHaveLength(2);
  });
});

describe('app-ads.txt settings form', () => {
  it('shows the bad lines at the content field', () => {
    expect(messagesFor(appAdsTxtFormSchema, { content: 'google.com, pub-1' }, 'content')).toEqual([
      'Line 1: a record needs a domain, a publisher id and DIRECT or RESELLER, separated by commas',
    ]);
  });

  it('accepts an empty file', () => {
    expect(messagesFor(appAdsTxtFormSchema, { content: '' }, 'content')).toEqual([]);
  });
});
