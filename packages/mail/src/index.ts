export type { MailContent } from './mailContent';
export { MailButton } from './layout/MailButton';
export { MailLayout } from './layout/MailLayout';
export { MailHeading, MailParagraph } from './layout/MailText';
export { testMail } from './messages/testMail';
export { listHeaders, UNSUBSCRIBE_URL } from './personal/listHeaders';
export { personalize, personalValue, type PersonalValues } from './personal/personalValues';
export { renderMail } from './renderMail';
