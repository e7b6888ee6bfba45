import { useState } from 'react';
import { useMessagesIn } from '../../messages/useMessagesIn';
import { uiLocaleOf } from '../../messages/uiLocales';
import { languageChosen, rememberLanguageChoice } from './languageChoice';
import type { LanguageVersion } from './languageVersions';
import { PageLanguageVersions } from './PageLanguageVersions';
import { preferredVersion } from './preferredVersion';
import classes from './LanguageSuggestion.module.css';

interface SuggestionProps {
  version: LanguageVersion;
  onDismiss: () => void;
}

/** The offer in the offered language (English when the site ships no catalog for it), once its texts are loaded. */
function Suggestion({ version: { code, name, path }, onDismiss }: SuggestionProps) {
  const messages = useMessagesIn(uiLocaleOf(code));
  if (!messages) return null;
  const { t, locale } = messages;
  return (
    <section
      className={classes.suggestion}
      lang={locale}
      aria-label={t('languages.suggestionLabel')}
    >
      <p className={classes.text}>{t('languages.alsoIn', { name })}</p>
      <a href={path} hrefLang={code} className={classes.switch} onClick={rememberLanguageChoice}>
        {t('languages.switchTo', { name })}
      </a>
      <button
        type="button"
        className={classes.dismiss}
        onClick={onDismiss}
        aria-label={t('languages.dismiss')}
      >
        ×
      </button>
    </section>
  );
}

/**
 * Offers the page in the language the visitor's browser prefers, when the site has it and the page is in
 * another: never a redirect (search engines crawl without Accept-Language), and not again once the visitor
 * has chosen a language or turned the offer down.
 */
export function LanguageSuggestion() {
  const [dismissed, setDismissed] = useState(languageChosen);
  if (dismissed) return null;
  const dismiss = () => {
    rememberLanguageChoice();
    setDismissed(true);
  };
  return (
    <PageLanguageVersions>
      {(versions) => {
        const version = preferredVersion(versions, navigator.languages);
        return version && <Suggestion version={version} onDismiss={dismiss} />;
      }}
    </PageLanguageVersions>
  );
}
