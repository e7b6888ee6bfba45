import { appPath, splitParagraphs, studioNameOf, type QuotedText } from '@studio/schemas';
import type { PressKit } from './pressKit';

function section(title: string, lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : ['', title, ...lines];
}

const quoted = ({ text, source, url }: QuotedText) =>
  `- "${text}" (${source}${url ? `, ${url}` : ''})`;

/** The press kit's fact-sheet.txt: presskit()'s facts and texts as plain text, one fact a line. */
export function factSheetText({ app, studio }: PressKit, origin: string): string {
  const facts: Array<[string, string | null]> = [
    ['Developer', studioNameOf(studio)],
    ['Release date', app.releaseDate],
    ['Platforms', app.platforms.join(', ') || null],
    ['Price', app.price],
    ['Website', `${origin}${appPath(app.slug)}`],
    ['App Store', app.appStoreLink],
    ['Google Play', app.playStoreLink],
    ['Press contact', app.pressContact ?? (studio.contact || null)],
  ];
  return [
    `${app.name}: fact sheet`,
    '',
    ...facts.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : [])),
    ...section('Description', splitParagraphs(app.description).join('\n\n').split('\n')),
    ...section(
      'Features',
      app.features.map((feature) => `- ${feature}`),
    ),
    ...section('Awards', app.awards.map(quoted)),
    ...section('Quotes', app.quotes.map(quoted)),
    ...section(
      'Credits',
      app.credits.map(({ name, role }) => `- ${name}, ${role}`),
    ),
    '',
  ].join('\n');
}
