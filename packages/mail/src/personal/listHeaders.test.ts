import { listHeaders } from './listHeaders';

describe("a mailing list's headers", () => {
  it('offer one-click unsubscribing (RFC 8058) with the link of the recipient', () => {
    expect(
      listHeaders({ unsubscribeUrl: 'https://studio.example/subscriptions/unsubscribe/t0k' }),
    ).toEqual({
      'List-Unsubscribe': '<https://studio.example/subscriptions/unsubscribe/t0k>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('are left out of a message to one person', () => {
    expect(listHeaders({})).toEqual({});
  });
});
