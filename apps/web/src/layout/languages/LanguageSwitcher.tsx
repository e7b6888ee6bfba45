import { rememberLanguageChoice } from './languageChoice';
import { PageLanguageVersions } from './PageLanguageVersions';

interface LanguageSwitcherProps {
  /** The landmark's name: unique on the page. */
  label: string;
  /** Short tags (the header's), each titled with its name; otherwise the names (the footer's). */
  short?: boolean;
  className?: string;
  linkClassName?: string;
}

/**
 * The language switcher: links to the page in each language of the site it exists in. Each is a whole page
 * load: a language has its own address prefix, the router's base.
 */
export function LanguageSwitcher({
  label,
  short,
  className,
  linkClassName,
}: LanguageSwitcherProps) {
  return (
    <PageLanguageVersions>
      {(versions) => (
        <nav aria-label={label}>
          <ul className={className}>
            {versions.map(({ code, name, path, current }) => (
              <li key={code}>
                <a
                  href={path}
                  hrefLang={code}
                  lang={code}
                  className={linkClassName}
                  data-active={current || undefined}
                  aria-current={current ? 'true' : undefined}
                  title={short ? name : undefined}
                  onClick={rememberLanguageChoice}
                >
                  {short ? code.toUpperCase() : name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </PageLanguageVersions>
  );
}
