import { Badge, Group, Tooltip } from '@mantine/core';
import { isScheduled, localeName, type LocaleCode } from '@studio/schemas';
import { formatScheduleTime } from '../publishing/scheduleTime';

/** One language's translation of a list's item, as the list shows it. */
export interface TranslationState {
  locale: LocaleCode;
  translated: readonly string[];
  missing: readonly string[];
  /** A post's: whether the translation is in that language's blog, and from when. */
  published?: boolean;
  publishAt?: string | null;
}

/** A post translation's state in a word: published, scheduled (published, its time ahead) or draft. */
function publicationOf(published: boolean, publishAt: string | null) {
  if (!published) return { word: 'draft', sentence: 'not published', color: 'yellow' };
  if (publishAt && isScheduled(publishAt)) {
    return {
      word: 'scheduled',
      sentence: `scheduled for ${formatScheduleTime(publishAt)}`,
      color: 'blue',
    };
  }
  return { word: 'published', sentence: 'published', color: 'teal' };
}

/** What a badge says and its colour: the state in a word or two, and in a sentence for its tooltip. */
function describe({ locale, translated, missing, published, publishAt = null }: TranslationState) {
  const language = localeName(locale);
  const code = locale.toUpperCase();
  if (translated.length === 0) {
    return { short: `${code}: none`, long: `${language}: not translated`, color: 'gray' };
  }
  const toDo = missing.length === 0 ? 'every field translated' : `${missing.length} to translate`;
  if (published !== undefined) {
    const { word, sentence, color } = publicationOf(published, publishAt);
    return { short: `${code}: ${word}`, long: `${language}: ${sentence}, ${toDo}`, color };
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
