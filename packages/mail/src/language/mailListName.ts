import { STUDIO_NAME } from '@studio/schemas';
import { mailTexts } from './mailTexts';

/** A list's name as the e-mails say it in a language: the studio's news (no app) or an app's launch news. */
export function mailListName(locale: string, appName: string | null): string {
  const texts = mailTexts(locale);
  return appName === null
    ? texts('newsListName', { studio: STUDIO_NAME })
    : texts('launchListName', { appName });
}
