import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { SiteIcon } from '../../icons/SiteIcon';
import { TextLink } from '../../components/TextLink';
import { textAround } from '../../messages/textAround';
import { useCatalog } from '../../messages/useCatalog';
import { APP_DOCUMENT_CATALOG } from './appDocumentCatalog';

interface LegalTextProps {
  /** The document's text, or a web address where it is published. */
  text: string;
  /** What the document is called in the page's language, e.g. "Terms of Use". */
  documentName: string;
}

/** A web address becomes a link to the published document; any other text, one paragraph per line. */
export function LegalText({ text, documentName }: LegalTextProps) {
  const { t } = useCatalog(APP_DOCUMENT_CATALOG);
  const content = text.trim();
  if (content.startsWith('http')) {
    const [before, after] = textAround((link) =>
      t('legal.readOnline', { document: documentName, link }),
    );
    return (
      <Text size="lg">
        {before}
        <TextLink href={content} target="_blank" rel="noopener noreferrer" weight={600}>
          {content} <SiteIcon name="external-link" size={16} />
          <VisuallyHidden>{t('legal.newTab')}</VisuallyHidden>
        </TextLink>
        {after}
      </Text>
    );
  }
  const paragraphs = content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Stack gap="md">
      {paragraphs.map((paragraph, index) => (
        <Text key={index} component="p" m={0}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
