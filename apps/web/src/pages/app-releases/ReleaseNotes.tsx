import { Text } from '@mantine/core';
import { splitParagraphs } from '@studio/schemas';

/** A release's notes: plain text, paragraphs on blank lines (as blog posts). */
export function ReleaseNotes({ notes }: { notes: string }) {
  return splitParagraphs(notes).map((paragraph, index) => (
    <Text key={index} component="p" style={{ whiteSpace: 'pre-line' }} m={0} mb="sm">
      {paragraph}
    </Text>
  ));
}
