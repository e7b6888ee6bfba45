import { Badge, Group, Tooltip } from '@mantine/core';
import { localeName, type LocaleCode } from '@studio/schemas';

/** One language's translation of a list's item, as the list shows it. */
export interface TranslationState {
  locale: LocaleCode;
  translated: readonly string[];
  missing: readonly string[];
  /** A post's: whether the translation is in that language's blog. */
  published?: boolean;
}

/** What a badge says and its colour: the state in a word or two, and in a sentence for its tooltip. */
function describe({ locale, translated, missing, published }: TranslationState) {
  const language = localeName(locale);
  const code = locale.toUpperCase();
  if (translated.length === 0) {
    return { short: `${code}: none`, long: `${language}: not translated`, color: 'gray' };
  }
  const toDo = missing.length === 0 ? 'every field translated' : `${missing.length} to translate`;
  if (published !== undefined) {
    return {
      short: `${code}: ${published ? 'published' : 'draft'}`,
      long: `${language}: ${published ? 'published' : 'not published'}, ${toDo}`,
      color: published ? 'teal' : 'yellow',
    };
  }
  return {
    short: missing.length === 0 ? `${code}: done` : `${code}: ${missing.length} to do`,
    long: `${language}: ${toDo}`,
    color: missing.length === 0 ? 'teal' : 'yellow',
  };
}

/** An item's translation into each other language of the site: a badge each, its state on hover. */
export function TranslationStateBadges({
  translations,
}: {
  translations: readonly TranslationState[];
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {translations.map((translation) => {
        const { short, long, color } = describe(translation);
        return (
          <Tooltip key={translation.locale} label={long}>
            <Badge variant="light" color={color} miw="max-content" tt="none">
              {short}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}
