import type { App as AppEntity } from '@studio/db';
import { describeLocales, type ReadinessCheck } from '@studio/schemas';
import type { StoreTextSources } from '../fastlane/fastlaneExport';

/** What each language's store listing needs of its own, by the app's field, as the admin reads it. */
const STORE_TEXTS = [
  ['name', 'name'],
  ['description', 'description'],
  ['privacyLink', 'privacy policy'],
] as const;

type CheckedApp = Pick<AppEntity, 'id' | 'name' | 'description' | 'privacyLink'>;

const check = (ok: boolean, message: string): ReadinessCheck => ({
  id: 'storeTranslations',
  ok,
  message,
});

/**
 * Per language of the site, what the stores' listing there needs and the app's translation lacks: the
 * store would show the default language's text. Only texts the app has at all are asked for (their own
 * checks say when it has none). The site's languages and the app's translations are the ones the store
 * texts are made from, read once for both checks.
 */
export function storeTranslationsCheck(
  app: CheckedApp,
  { locales: chosen, translations }: Pick<StoreTextSources, 'locales' | 'translations'>,
): ReadinessCheck {
  const others = describeLocales(chosen).locales.filter(({ code }) => code !== chosen.default);
  if (others.length === 0) return check(true, 'The site is in one language.');
  const fieldsIn = new Map(translations.map(({ locale, fields }) => [locale, fields]));
  const needed = STORE_TEXTS.filter(([field]) => app[field]?.trim());
  const lacking = others.flatMap(({ code, name }) => {
    const fields = fieldsIn.get(code) ?? {};
    const missing = needed.filter(([field]) => !(field in fields)).map(([, label]) => label);
    return missing.length > 0 ? [`${name} (${code}): ${missing.join(', ')}`] : [];
  });
  return lacking.length === 0
    ? check(true, "Every language of the site has the store listing's texts of its own.")
    : check(
        false,
        `Translate what each language's store listing shows, or it shows the default language's: ${lacking.join('; ')}.`,
      );
}
