import { personalize } from '../personal/personalValues';
import { renderMail } from '../renderMail';
import { MailLayout } from './MailLayout';
import { UnsubscribeFooter } from './UnsubscribeFooter';

const LINK = 'https://studio.example/subscriptions/unsubscribe/t0k';

describe("a list e-mail's unsubscribe footer", () => {
  it("shows the recipient's own unsubscribe link", async () => {
    const content = await renderMail(
      'News',
      <MailLayout
        origin="https://studio.example"
        preview="News"
        footer={<UnsubscribeFooter listName="Pixelwave Studio news" />}
      >
        <p>News</p>
      </MailLayout>,
    );
    const { html, text } = personalize(content, { unsubscribeUrl: LINK });
    expect(html).toMatch(new RegExp(`<a href="${LINK}"[^>]*>Unsubscribe</a>`));
    expect(text).toContain(
      'You receive this e-mail because you subscribed to Pixelwave Studio news.',
    );
    expect(text).toContain(`Unsubscribe ${LINK}`);
  });
});
