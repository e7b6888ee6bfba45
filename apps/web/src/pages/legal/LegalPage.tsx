import { Container, Stack, Text, Title } from '@mantine/core';
import { PUBLIC_PATHS } from '@studio/schemas';
import { BackButton } from '../../components/BackButton';
import { DocumentPaper } from '../../components/DocumentPaper';
import { PageHeader } from '../../components/PageHeader';
import { useLongDate } from '../../format/useLongDate';
import { useMessages } from '../../messages/MessagesContext';
import { staticPageHead } from '../../head/siteHeads';
import { usePageHead } from '../../pageKit/usePageHead';
import type { LegalDocument } from './legalDocument';

interface LegalPageProps {
  document: LegalDocument;
  /** The page's address, e.g. /terms. */
  path: string;
}

/** A site-wide legal page (terms, privacy, cookies) with a way back home. */
export function LegalPage({ document, path }: LegalPageProps) {
  const longDate = useLongDate();
  const { t } = useMessages();
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
