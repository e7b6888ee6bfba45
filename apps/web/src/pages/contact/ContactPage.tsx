import { Anchor, Container, SimpleGrid } from '@mantine/core';
import { IconBrandX, IconClock, IconMail } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { SUPPORT_EMAIL, X_HANDLE, X_PROFILE_URL } from '../../studio';
import { ContactCard } from './ContactCard';

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
          <ContactCard
            icon={IconMail}
            title="Email support"
            text="Help with any of our games or apps, purchases and account questions."
          >
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={700} size="lg">
              {SUPPORT_EMAIL}
            </Anchor>
          </ContactCard>
          <ContactCard
            icon={IconBrandX}
            title="Follow us"
            text="Release news, sneak peeks and the occasional pixel-art GIF."
          >
            <Anchor
              href={X_PROFILE_URL}
              target="_blank"
              rel="noopener noreferrer"
              fw={700}
              size="lg"
            >
              {X_HANDLE} on X
            </Anchor>
          </ContactCard>
          <ContactCard
            icon={IconClock}
            title="Response times"
            text="We answer within two working days, Monday to Friday, 9:00 to 18:00 (Lisbon time). For bug reports, include your device model and app version."
          />
        </SimpleGrid>
      </Container>
    </>
  );
}
