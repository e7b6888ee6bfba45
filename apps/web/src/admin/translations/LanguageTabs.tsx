import { Tabs } from '@mantine/core';
import { localeName, type LocaleCode } from '@studio/schemas';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

interface LanguageTabsProps<TTranslation extends { locale: LocaleCode }> {
  /**
   * The site's default language, in which the item's own form edits it, and the item's translation into each
   * other language, as saved; undefined until known (or when they cannot be), when the item's form shows alone.
   */
  languages: { default: LocaleCode; translations: readonly TTranslation[] } | undefined;
  /** The item's own form. */
  children: ReactNode;
  translationForm: (translation: TTranslation, defaultLocale: LocaleCode) => ReactNode;
}

/** The address's `?language=` names the tab shown, so that a reload or a shared link opens the same one. */
const LANGUAGE_PARAM = 'language';

/**
 * A saved item's forms, one tab per language of the site: its own in the default language, and its translation
 * into each other one. Every form stays mounted, so switching languages keeps what was typed in each.
 */
export function LanguageTabs<TTranslation extends { locale: LocaleCode }>({
  languages,
  children,
  translationForm,
}: LanguageTabsProps<TTranslation>) {
  const [params, setParams] = useSearchParams();
  if (!languages || languages.translations.length === 0) return children;
  const { default: defaultLocale, translations } = languages;
  const asked = params.get(LANGUAGE_PARAM);
  const shown = translations.find(({ locale }) => locale === asked)?.locale ?? defaultLocale;
  const show = (locale: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (locale === null || locale === defaultLocale) next.delete(LANGUAGE_PARAM);
        else next.set(LANGUAGE_PARAM, locale);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs value={shown} onChange={show}>
      <Tabs.List aria-label="Language" mb="lg">
        <Tabs.Tab value={defaultLocale}>{`${localeName(defaultLocale)} (default)`}</Tabs.Tab>
        {translations.map(({ locale }) => (
          <Tabs.Tab key={locale} value={locale} lang={locale}>
            {localeName(locale)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={defaultLocale}>{children}</Tabs.Panel>
      {translations.map((translation) => (
        <Tabs.Panel key={translation.locale} value={translation.locale}>
          {translationForm(translation, defaultLocale)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
