import { useState } from 'react';
import { languageChosen, rememberLanguageChoice } from './languageChoice';
import type { LanguageVersion } from './languageVersions';
import { PageLanguageVersions } from './PageLanguageVersions';
import { preferredVersion } from './preferredVersion';
import classes from './LanguageSuggestion.module.css';

interface SuggestionProps {
  version: LanguageVersion;
  onDismiss: () => void;
}

function Suggestion({ version: { code, name, path }, onDismiss }: SuggestionProps) {
  return (
    <section className={classes.suggestion} aria-label="Suggested language">
      <p className={classes.text}>
        This page is also in <span lang={code}>{name}</span>.
      </p>
      <a href={path} hrefLang={code} className={classes.switch} onClick={rememberLanguageChoice}>
        Switch to <span lang={code}>{name}</span>
      </a>
      <button
        type="button"
        className={classes.dismiss}
        onClick={onDismiss}
        aria-label="Dismiss the language suggestion"
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
