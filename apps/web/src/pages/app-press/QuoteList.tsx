import { Text } from '@mantine/core';
import type { QuotedText } from '@studio/schemas';
import { TextLink } from '../../components/TextLink';
import { useCatalog } from '../../messages/useCatalog';
import { PRESS_KIT_CATALOG } from './pressKitCatalog';

/** Awards or quotes: each text with its source after the language's dash, linked when it has a link. */
export function QuoteList({ items }: { items: readonly QuotedText[] }) {
  const { t } = useCatalog(PRESS_KIT_CATALOG);
  return (
    <ul>
      {items.map(({ text, source, url }) => (
        <li key={`${text}-${source}`}>
          <Text component="q">{text}</Text>
          {t('quote.sourceDash')}
          {url ? <TextLink href={url}>{source}</TextLink> : <Text component="span">{source}</Text>}
        </li>
      ))}
    </ul>
  );
}
