import { appPath, localizedPath, splitParagraphs, studioNameOf } from '@studio/schemas';
import { factSheetWordsIn } from './factSheetWords';
import type { PressKit } from './pressKit';

function section(title: string, lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : ['', title, ...lines];
}

/**
 * The press kit's fact-sheet.txt: presskit()'s facts and texts as plain text, one fact a line, in the kit's
 * language (its labels, dates, lists and quotation marks), the website line at that language's app page.
 */
export function factSheetText({ app, studio, language }: PressKit, origin: string): string {
  const words = factSheetWordsIn(language.language);
  const { labels } = words;
  const bullets = (items: readonly string[]) => items.map((item) => `${words.bullet}${item}`);
  const facts: Array<[string, string | null]> = [
    [labels.developer, studioNameOf(studio)],
    [labels.releaseDate, app.releaseDate && words.date(app.releaseDate)],
    [labels.platforms, words.list(app.platforms) || null],
    [labels.price, app.price],
    [labels.website, `${origin}${localizedPath(appPath(app.slug), language.translation)}`],
    [labels.appStore, app.appStoreLink],
    [labels.googlePlay, app.playStoreLink],
    [labels.pressContact, app.pressContact ?? (studio.contact || null)],
  ];
  return [
    words.title(app.name),
    '',
    ...facts.flatMap(([label, value]) => (value ? [words.fact(label, value)] : [])),
    ...section(labels.description, splitParagraphs(app.description).join('\n\n').split('\n')),
    ...section(labels.features, bullets(app.features)),
    ...section(labels.awards, bullets(app.awards.map(words.quote))),
    ...section(labels.quotes, bullets(app.quotes.map(words.quote))),
    ...section(labels.credits, bullets(app.credits.map(words.credit))),
    '',
  ].join('\n');
}
