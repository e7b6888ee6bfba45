import { isLocalizedRoute, type LocaleCode, type Locales } from '@studio/schemas';
import { useLocation, type Params } from 'react-router-dom';
import { useCurrentPage } from '../../pageKit/currentPage';
import { usePageLocale } from '../../pageKit/pageLocale';
import type { RouteLanguages } from '../../pageKit/routeLanguages';
import { useSiteLanguages } from '../../pageKit/siteLanguages';
import { languageVersions } from './languageVersions';

/** How a switcher looks: the header's short tags, or the footer's names. */
export interface LanguageSwitcherLook {
  /** The landmark's name: unique on the page. */
  label: string;
  short?: boolean;
  className?: string;
  linkClassName?: string;
}

interface LanguageListProps extends LanguageSwitcherLook {
  languages: Locales;
  codes?: readonly LocaleCode[];
}

/**
 * Links to the page in the other languages. Each is a whole page load: a language has its own address
 * prefix, the router's base.
 */
function LanguageList({
  languages,
  codes,
  label,
  short,
  className,
  linkClassName,
}: LanguageListProps) {
  const { pathname, search } = useLocation();
  const current = usePageLocale() ?? languages.default;
  const page = useCurrentPage();
  // The not-found screen has no other versions: each language's home is offered instead.
  const path = page ? `${pathname}${search}` : '/';
  const versions = languageVersions(languages, path, current, codes);
  if (versions.length < 2) return null;
  return (
    <nav aria-label={label}>
      <ul className={className}>
        {versions.map(({ code, name, path: href, current: isCurrent }) => (
          <li key={code}>
            <a
              href={href}
              hrefLang={code}
              lang={code}
              className={linkClassName}
              data-active={isCurrent || undefined}
              aria-current={isCurrent ? 'true' : undefined}
              title={short ? name : undefined}
            >
              {short ? code.toUpperCase() : name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The switcher of a route whose pages exist in some languages only (a post): those, once known. */
function RouteLanguageList({
  routeLanguages,
  params,
  ...list
}: LanguageListProps & { routeLanguages: RouteLanguages; params: Params }) {
  return <LanguageList {...list} codes={routeLanguages.useLanguages(params)} />;
}

/** The language switcher: the page in each language of the site it exists in; nothing while there is one. */
export function LanguageSwitcher(look: LanguageSwitcherLook) {
  const languages = useSiteLanguages();
  const page = useCurrentPage();
  if (!languages || (page && !isLocalizedRoute(page.route.name))) return null;
  const routeLanguages = page?.route.languages;
  return routeLanguages ? (
    <RouteLanguageList
      {...look}
      languages={languages}
      routeLanguages={routeLanguages}
      params={page.params}
    />
  ) : (
    <LanguageList {...look} languages={languages} />
  );
}
