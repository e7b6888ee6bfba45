import { Text } from '@mantine/core';
import type { QuotedText } from '@studio/schemas';
import { TextLink } from '../../components/TextLink';

/** Awards or quotes: each text with its source, linked when it has a link. */
export function QuoteList({ items }: { items: readonly QuotedText[] }) {
  return (
    <ul>
      {items.map(({ text, source, url }) => (
        <li key={`${text}-${source}`}>
          <Text component="q">{text}</Text>
          {' — '}
          {url ? <TextLink href={url}>{source}</TextLink> : <Text component="span">{source}</Text>}
        </li>
      ))}
    </ul>
  );
}
