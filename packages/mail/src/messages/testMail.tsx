import { STUDIO_NAME } from '@studio/schemas';
import { MailButton } from '../layout/MailButton';
import { MailLayout } from '../layout/MailLayout';
import { MailHeading, MailParagraph } from '../layout/MailText';
import type { MailContent } from '../mailContent';
import { renderMail } from '../renderMail';

/** What the admin's "Send a test e-mail" sends: proof that the site's mail reaches an inbox. */
export function testMail(origin: string): Promise<MailContent> {
  return renderMail(
    `Test e-mail from ${STUDIO_NAME}`,
    <MailLayout origin={origin} preview="The site's e-mail is set up and working.">
      <MailHeading>E-mail works</MailHeading>
      <MailParagraph>
        {`This is a test e-mail from ${origin}. It reached you, so the site can send its e-mails.`}
      </MailParagraph>
      <MailButton href={origin}>Visit the site</MailButton>
    </MailLayout>,
  );
}
