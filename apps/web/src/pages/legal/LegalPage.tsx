import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { BackButton } from '../../components/BackButton';
import { PageHeader } from '../../components/PageHeader';
import { formatLongDate } from '../../format/formatLongDate';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import type { LegalDocument } from './legalDocument';

/** A site-wide legal page (terms, privacy, cookies) with a way back home. */
export function LegalPage({ document }: { document: LegalDocument }) {
  useDocumentTitle(document.title);
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title={document.title}
        description={`Last updated ${formatLongDate(document.updated)}`}
      />
      <Container size="md" py={48}>
        <Stack gap="xl">
          <BackButton to="/">Back to Home</BackButton>
          <Paper p={{ base: 'lg', sm: 40 }} radius="xl" shadow="sm" withBorder>
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
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
