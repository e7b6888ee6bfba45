import { Anchor, Text } from '@mantine/core';
import type { QuotedText } from '@studio/schemas';

/** Awards or quotes: each text with its source, linked when it has a link. */
export function QuoteList({ items }: { items: readonly QuotedText[] }) {
  return (
    <ul>
      {items.map(({ text, source, url }) => (
        <li key={`${text}-${source}`}>
          <Text component="q">{text}</Text>
          {' — '}
          {url ? <Anchor href={url}>{source}</Anchor> : <Text component="span">{source}</Text>}
        </li>
      ))}
    </ul>
  );
}
