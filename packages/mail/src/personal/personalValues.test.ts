import { personalize, personalValue } from './personalValues';

const content = {
  subject: `News for ${personalValue('name')}`,
  html: `<a href="${personalValue('unsubscribeUrl')}">Unsubscribe</a>`,
  text: `Unsubscribe: ${personalValue('unsubscribeUrl')}`,
};

describe('personal values', () => {
  it("puts the recipient's values in place of their tokens, escaped in the HTML only", () => {
    const url = 'https://studio.example/subscriptions/unsubscribe/a?b=1&c="2"';
    expect(personalize(content, { unsubscribeUrl: url, name: 'Ana & Bo' })).toEqual({
      subject: 'News for Ana & Bo',
      html: '<a href="https://studio.example/subscriptions/unsubscribe/a?b=1&amp;c=&quot;2&quot;">Unsubscribe</a>',
      text: `Unsubscribe: ${url}`,
    });
  });

  it('leaves nothing of a token whose value the recipient lacks', () => {
    expect(personalize(content, {}).text).toBe('Unsubscribe: ');
  });
});
