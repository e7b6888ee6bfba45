import { Anchor, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandX, IconClock, IconMail } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { SUPPORT_EMAIL, X_HANDLE, X_PROFILE_URL } from '../../studio';

/** /contact: how to reach the studio (no form, by design). */
export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        description="Found a bug, have a feature idea, or want to work with us? We read every message."
      />
      <Container size="lg" py={64}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Card padding="xl">
            <ThemeIcon size={48} radius="md" variant="gradient" mb="md">
              <IconMail size={26} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h3">
              Email support
            </Title>
            <Text c="dimmed" mt={6} mb="md">
              Help with any of our games or apps, purchases and account questions.
            </Text>
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={700} size="lg">
              {SUPPORT_EMAIL}
            </Anchor>
          </Card>
          <Card padding="xl">
            <ThemeIcon size={48} radius="md" variant="gradient" mb="md">
              <IconBrandX size={26} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h3">
              Follow us
            </Title>
            <Text c="dimmed" mt={6} mb="md">
              Release news, sneak peeks and the occasional pixel-art GIF.
            </Text>
            <Anchor
              href={X_PROFILE_URL}
              target="_blank"
              rel="noopener noreferrer"
              fw={700}
              size="lg"
            >
              {X_HANDLE} on X
            </Anchor>
          </Card>
          <Card padding="xl">
            <ThemeIcon size={48} radius="md" variant="gradient" mb="md">
              <IconClock size={26} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h3">
              Response times
            </Title>
            <Text c="dimmed" mt={6}>
              We answer within two working days, Monday to Friday, 9:00 to 18:00 (Lisbon time). For
              bug reports, include your device model and app version.
            </Text>
          </Card>
        </SimpleGrid>
      </Container>
    </>
  );
}
