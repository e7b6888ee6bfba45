import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface TranslatedFieldProps {
  /** The default language's name, e.g. "English". */
  defaultLanguage: string;
  /** The item's own text of the field, as a translator reads it. */
  defaultText: string;
  /** The translation's input. */
  children: ReactNode;
}

/** How many lines of a long default text show before "Show all". */
const SHOWN_LINES = 5;
const isLong = (text: string) => text.split('\n').length > SHOWN_LINES || text.length > 400;

/** One field of a translation: the default language's text beside the input (above it on a phone). */
export function TranslatedField({ defaultLanguage, defaultText, children }: TranslatedFieldProps) {
  const [expanded, setExpanded] = useState(false);
  const long = isLong(defaultText);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap={4}>
        <Text size="sm" fw={500} c="dimmed">
          {defaultLanguage}
        </Text>
        {defaultText ? (
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap' }}
            lineClamp={long && !expanded ? SHOWN_LINES : undefined}
          >
            {defaultText}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {`No ${defaultLanguage} text`}
          </Text>
        )}
        {long && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-expanded={expanded}
            onClick={() => setExpanded((shown) => !shown)}
            style={{ alignSelf: 'flex-start' }}
          >
            {expanded ? 'Show less' : 'Show all'}
          </Anchor>
        )}
      </Stack>
      {children}
    </SimpleGrid>
  );
}
