import { Container, Stack, Text, Title } from '@mantine/core';
import { PUBLIC_PATHS } from '@studio/schemas';
import { BackButton } from '../../components/BackButton';
import { DocumentPaper } from '../../components/DocumentPaper';
import { PageHeader } from '../../components/PageHeader';
import { useLongDate } from '../../format/useLongDate';
import { useMessages } from '../../messages/MessagesContext';
import { useCatalog } from '../../messages/useCatalog';
import { staticPageHead } from '../../head/siteHeads';
import { usePageHead } from '../../pageKit/usePageHead';
import { legalDocument, type LegalText } from './legalDocument';
import { TranslationNotice } from './TranslationNotice';

interface LegalPageProps<TKey extends string> {
  text: LegalText<TKey>;
  /** The page's address, e.g. /terms. */
  path: string;
}

/**
 * A site-wide legal page (terms, privacy, cookies) in the page's language, English where the document has no
 * translation, with a way back home.
 */
export function LegalPage<TKey extends string>({ text, path }: LegalPageProps<TKey>) {
  const longDate = useLongDate();
  const { t } = useMessages();
  const words = useCatalog(text.catalog);
  const document = legalDocument(text, words);
  usePageHead((origin, site) =>
    staticPageHead(origin, { title: document.title, description: document.intro, path }, site),
  );
  return (
    <>
      <PageHeader
        eyebrow={t('legal.eyebrow')}
        title={document.title}
        description={t('legal.lastUpdated', { date: longDate(document.updated) })}
      />
      <Container size="md" py={48}>
        <Stack gap="xl">
          {words.locale !== 'en' && <TranslationNotice path={path} />}
          <BackButton to={PUBLIC_PATHS.home}>{t('common.backHome')}</BackButton>
          <DocumentPaper>
            <Stack gap="xl">
              <Text size="lg">{document.intro}</Text>
              {document.sections.map((section, index) => (
                <section key={section.heading}>
                  <Title order={2} size="h3" mb="sm">
                    {index + 1}. {section.heading}
                  </Title>
                  <Stack gap="sm">
                    {section.paragraphs.map((paragraph) => (
                      <Text key={paragraph}>{paragraph}</Text>
                    ))}
                  </Stack>
                </section>
              ))}
            </Stack>
          </DocumentPaper>
        </Stack>
      </Container>
    </>
  );
}
