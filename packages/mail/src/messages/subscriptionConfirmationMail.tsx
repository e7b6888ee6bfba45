import { CONFIRMATION_DAYS, STUDIO_NAME } from '@studio/schemas';
import { DEFAULT_MAIL_LANGUAGE, type MailLanguage } from '../language/mailLanguage';
import { mailTexts } from '../language/mailTexts';
import { MailButton } from '../layout/MailButton';
import { MailLayout } from '../layout/MailLayout';
import { MailHeading, MailParagraph } from '../layout/MailText';
import type { MailContent } from '../mailContent';
import { personalValue } from '../personal/personalValues';
import { renderMail } from '../renderMail';

/** The personal value of a confirmation e-mail: the recipient's own link, which only they receive. */
export const CONFIRM_URL = 'confirmUrl';

/**
 * The double opt-in e-mail of a list, in the language the address signed up in: one button to the
 * recipient's confirmation link (a personal value, so that one rendering serves every address). A message to
 * one person: no list headers, nothing to unsubscribe.
 */
export function subscriptionConfirmationMail(
  origin: string,
  listName: string,
  { locale }: MailLanguage = DEFAULT_MAIL_LANGUAGE,
): Promise<MailContent> {
  const texts = mailTexts(locale);
  return renderMail(
    texts('confirmSubject', { listName }),
    <MailLayout
      origin={origin}
      lang={locale}
      preview={texts('confirmPreview', { listName })}
      footer={<p style={{ margin: '0 0 8px' }}>{texts('confirmWhy', { studio: STUDIO_NAME })}</p>}
    >
      <MailHeading>{texts('confirmHeading')}</MailHeading>
      <MailParagraph>{texts('confirmAsked', { listName })}</MailParagraph>
      <MailButton href={personalValue(CONFIRM_URL)}>{texts('confirmButton')}</MailButton>
      <MailParagraph>{texts('confirmExpiry', { days: CONFIRMATION_DAYS })}</MailParagraph>
    </MailLayout>,
  );
}
