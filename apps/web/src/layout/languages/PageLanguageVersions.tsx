import { isLocalizedRoute, type LocaleCode, type Locales } from '@studio/schemas';
import type { ReactNode } from 'react';
import { useLocation, type Params } from 'react-router-dom';
import { useCurrentPage } from '../../pageKit/currentPage';
import { usePageLocale } from '../../pageKit/pageLocale';
import type { RouteLanguages } from '../../pageKit/routeLanguages';
import { useSiteLanguages } from '../../pageKit/siteLanguages';
import { languageVersions, type LanguageVersion } from './languageVersions';

type ShowVersions = (versions: LanguageVersion[]) => ReactNode;

interface VersionsProps {
  languages: Locales;
  codes?: readonly LocaleCode[];
  children: ShowVersions;
}

/** The page's versions, when there are at least two to choose between. */
function Versions({ languages, codes, children }: VersionsProps) {
  const { pathname, search } = useLocation();
  const current = usePageLocale() ?? languages.default;
  // The not-found screen has no other versions: each language's home is offered instead.
  const path = useCurrentPage() ? `${pathname}${search}` : '/';
  const versions = languageVersions(languages, path, current, codes);
  return versions.length < 2 ? null : children(versions);
}

/** The versions of a route whose pages exist in some languages only (a post): those, once known. */
function RouteVersions({
  routeLanguages,
  params,
  ...versions
}: VersionsProps & { routeLanguages: RouteLanguages; params: Params }) {
  return <Versions {...versions} codes={routeLanguages.useLanguages(params)} />;
}

/**
 * The page shown, in each language of the site it exists in, for what offers them (the switcher, the
 * suggestion): nothing while the site speaks one language, on a page reached by a private link, or where the
 * page exists in one language only.
 */
export function PageLanguageVersions({ children }: { children: ShowVersions }) {
  const languages = useSiteLanguages();
  const page = useCurrentPage();
  if (!languages || (page && !isLocalizedRoute(page.route.name))) return null;
  const routeLanguages = page?.route.languages;
  return routeLanguages ? (
    <RouteVersions languages={languages} routeLanguages={routeLanguages} params={page.params}>
      {children}
    </RouteVersions>
  ) : (
    <Versions languages={languages}>{children}</Versions>
  );
}
