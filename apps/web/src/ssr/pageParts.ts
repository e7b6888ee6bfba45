import { SITE_CATALOG } from '../messages/siteCatalog';
import { UI_LOCALES } from '../messages/uiLocales';
import { PAGE_ROUTES } from '../routes';
import type { PageParts } from './renderContract';

/** Each public page's parts (renderContract.ts), from the route table; the build names every module. */
export function pageParts(): PageParts[] {
  return PAGE_ROUTES.filter((route) => !route.clientOnly).map(({ name, page }) => ({
    route: name,
    page: page.moduleId,
    catalogs: Object.fromEntries(
      UI_LOCALES.map((locale) => [
        locale,
        [SITE_CATALOG, ...page.catalogs].map((catalog) => {
          const moduleId = catalog.moduleId(locale);
          if (!moduleId) throw new Error(`The build named no ${locale} catalog of ${name}`);
          return moduleId;
        }),
      ]),
    ),
  }));
}
