import { personalize } from '../personal/personalValues';
import { CONFIRM_URL, subscriptionConfirmationMail } from './subscriptionConfirmationMail';

const ORIGIN = 'https://studio.example';
const LINK = 'https://studio.example/subscriptions/confirm/t0k';

describe('the confirmation e-mail of a subscription', () => {
  it('names the list in its subject', async () => {
    expect((await subscriptionConfirmationMail(ORIGIN, 'Pixelwave Studio news')).subject).toBe(
      'Confirm your subscription to Pixelwave Studio news',
    );
  });

  it("links to the recipient's own confirmation link, in HTML and plain text", async () => {
    const content = await subscriptionConfirmationMail(ORIGIN, 'Star Hopper launch news');
    const { html, text } = personalize(content, { [CONFIRM_URL]: LINK });
    expect(html).toContain(`href="${LINK}"`);
    expect(text).toContain(`Confirm my subscription ${LINK}`);
  });

  it('says how long the link works and what happens without a click', async () => {
    const { text } = await subscriptionConfirmationMail(ORIGIN, 'Pixelwave Studio news');
    expect(text).toContain('The link works for 7 days.');
    expect(text).toContain('without a confirmation the address is deleted');
  });
});
