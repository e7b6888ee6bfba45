import { CONFIRMATION_DAYS, STUDIO_NAME } from '@studio/schemas';
import { MailButton } from '../layout/MailButton';
import { MailLayout } from '../layout/MailLayout';
import { MailHeading, MailParagraph } from '../layout/MailText';
import type { MailContent } from '../mailContent';
import { personalValue } from '../personal/personalValues';
import { renderMail } from '../renderMail';

/** The personal value of a confirmation e-mail: the recipient's own link, which only they receive. */
export const CONFIRM_URL = 'confirmUrl';

/**
 * The double opt-in e-mail of a list: one button to the recipient's confirmation link (a personal value, so
 * that one rendering serves every address). A message to one person: no list headers, nothing to unsubscribe.
 */
export function subscriptionConfirmationMail(
  origin: string,
  listName: string,
): Promise<MailContent> {
  return renderMail(
    `Confirm your subscription to ${listName}`,
    <MailLayout
      origin={origin}
      preview={`One click and you will receive ${listName}.`}
      footer={
        <p style={{ margin: '0 0 8px' }}>
          {`You receive this e-mail because this address was entered on ${STUDIO_NAME}'s site.`}
        </p>
      }
    >
      <MailHeading>Confirm your subscription</MailHeading>
      <MailParagraph>
        {`Someone, hopefully you, asked to receive ${listName} at this address. Confirm it, and you will hear from us.`}
      </MailParagraph>
      <MailButton href={personalValue(CONFIRM_URL)}>Confirm my subscription</MailButton>
      <MailParagraph>
        {`The link works for ${CONFIRMATION_DAYS} days. If it was not you, ignore this e-mail: without a confirmation the address is deleted and receives nothing more.`}
      </MailParagraph>
    </MailLayout>,
  );
}
