import { SimpleGrid, Spoiler, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface TranslatedFieldProps {
  /** The default language's name, e.g. "English". */
  defaultLanguage: string;
  /** The item's own text of the field, as a translator reads it. */
  defaultText: string;
  /** The translation's input. */
  children: ReactNode;
}

/** One field of a translation: the default language's text beside the input (above it on a phone). */
export function TranslatedField({ defaultLanguage, defaultText, children }: TranslatedFieldProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap={4}>
        <Text size="sm" fw={500} c="dimmed">
          {defaultLanguage}
        </Text>
        {defaultText ? (
          <Spoiler maxHeight={120} showLabel="Show all" hideLabel="Show less">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {defaultText}
            </Text>
          </Spoiler>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {`No ${defaultLanguage} text`}
          </Text>
        )}
      </Stack>
      {children}
    </SimpleGrid>
  );
}
