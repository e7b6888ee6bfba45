import { Text } from '@mantine/core';
import { pathIn } from '@studio/schemas';
import { TextLink } from '../../components/TextLink';
import { useMessages } from '../../messages/MessagesContext';
import { textAround } from '../../messages/textAround';
import { useSiteLanguages } from '../../pageKit/siteLanguages';
import classes from './TranslationNotice.module.css';

interface TranslationNoticeProps {
  /** The page's address in the default language, e.g. /terms. */
  path: string;
}

/**
 * Under a translated legal document: the translation informs, the English text governs (as translated legal
 * texts usually say), with a link to it, while the site has an English version. A whole page load: English
 * has its own address prefix, or none.
 */
export function TranslationNotice({ path }: TranslationNoticeProps) {
  const { t } = useMessages();
  const languages = useSiteLanguages();
  const [before, after] = textAround((link) => t('legal.translationNotice', { link }));
  // A site without English (its default another language, alone or not) has no English text to point to.
  if (!languages?.locales.some(({ code }) => code === 'en')) return null;
  const english = pathIn(path, 'en', languages);
  return (
    <Text size="sm">
      {before}
      <TextLink href={english} hrefLang="en" className={classes.link}>
        {t('legal.englishVersion')}
      </TextLink>
      {after}
    </Text>
  );
}
