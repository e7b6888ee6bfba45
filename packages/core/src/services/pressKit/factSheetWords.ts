import { formatList, type QuotedText } from '@studio/schemas';

/** The fact sheet's labels, one per fact and section. */
export interface FactSheetLabels {
  developer: string;
  releaseDate: string;
  platforms: string;
  price: string;
  website: string;
  appStore: string;
  googlePlay: string;
  pressContact: string;
  description: string;
  features: string;
  awards: string;
  quotes: string;
  credits: string;
}

/** How one language writes the fact sheet: its labels and its punctuation, dates and lists. */
export interface FactSheetWords {
  labels: FactSheetLabels;
  title: (appName: string) => string;
  fact: (label: string, value: string) => string;
  bullet: string;
  quote: (quoted: QuotedText) => string;
  credit: (credit: { name: string; role: string }) => string;
  date: (isoDate: string) => string;
  list: (items: readonly string[]) => string;
}

const longDate = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (isoDate: string) => format.format(new Date(isoDate));
};

/** The fact sheet's words in each language the site ships its interface in (English, German, Japanese). */
export const FACT_SHEET_WORDS = {
  // The fact sheet as it has always been written: ISO dates, ASCII quotes.
  en: {
    labels: {
      developer: 'Developer',
      releaseDate: 'Release date',
      platforms: 'Platforms',
      price: 'Price',
      website: 'Website',
      appStore: 'App Store',
      googlePlay: 'Google Play',
      pressContact: 'Press contact',
      description: 'Description',
      features: 'Features',
      awards: 'Awards',
      quotes: 'Quotes',
      credits: 'Credits',
    },
    title: (appName) => `${appName}: fact sheet`,
    fact: (label, value) => `${label}: ${value}`,
    bullet: '- ',
    quote: ({ text, source, url }) => `"${text}" (${source}${url ? `, ${url}` : ''})`,
    credit: ({ name, role }) => `${name}, ${role}`,
    date: (isoDate) => isoDate,
    list: (items) => formatList(items, 'en'),
  },
  de: {
    labels: {
      developer: 'Entwickler',
      releaseDate: 'Erscheinungsdatum',
      platforms: 'Plattformen',
      price: 'Preis',
      website: 'Website',
      appStore: 'App Store',
      googlePlay: 'Google Play',
      pressContact: 'Pressekontakt',
      description: 'Beschreibung',
      features: 'Features',
      awards: 'Auszeichnungen',
      quotes: 'Pressestimmen',
      credits: 'Mitwirkende',
    },
    title: (appName) => `${appName} auf einen Blick`,
    fact: (label, value) => `${label}: ${value}`,
    bullet: '- ',
    quote: ({ text, source, url }) => `„${text}“ (${source}${url ? `, ${url}` : ''})`,
    credit: ({ name, role }) => `${name}, ${role}`,
    date: longDate('de'),
    list: (items) => formatList(items, 'de'),
  },
  ja: {
    labels: {
      developer: '開発元',
      releaseDate: 'リリース日',
      platforms: '対応プラットフォーム',
      price: '価格',
      website: 'ウェブサイト',
      appStore: 'App Store',
      googlePlay: 'Google Play',
      pressContact: '報道関係のお問い合わせ',
      description: '概要',
      features: '特長',
      awards: '受賞歴',
      quotes: 'メディアの声',
      credits: 'クレジット',
    },
    title: (appName) => `${appName} ファクトシート`,
    fact: (label, value) => `${label}：${value}`,
    bullet: '・',
    quote: ({ text, source, url }) => `「${text}」（${source}${url ? `、${url}` : ''}）`,
    credit: ({ name, role }) => `${name}（${role}）`,
    date: longDate('ja'),
    list: (items) => formatList(items, 'ja'),
  },
} satisfies Record<string, FactSheetWords>;

/** The fact sheet's words in a language: its own where the site ships them, else English. */
export function factSheetWordsIn(language: string): FactSheetWords {
  return FACT_SHEET_WORDS[language as keyof typeof FACT_SHEET_WORDS] ?? FACT_SHEET_WORDS.en;
}
