import { Container } from '@mantine/core';
import { PUBLIC_PATHS } from '@studio/schemas';
import { PageHeader } from '../../components/PageHeader';
import { staticPageHead } from '../../head/siteHeads';
import { usePageHead } from '../../pageKit/usePageHead';
import { SUPPORT_EMAIL, X_HANDLE, X_PROFILE_URL } from '../../studio';
import { ContactCard } from './ContactCard';
import classes from './ContactPage.module.css';
import { TextLink } from '../../components/TextLink';

const CONTACT_DESCRIPTION =
  'Found a bug, have a feature idea, or want to work with us? We read every message.';

/** /contact: how to reach the studio (no form, by design). */
export function ContactPage() {
  usePageHead((origin) =>
    staticPageHead(origin, {
      title: 'Contact',
      description: CONTACT_DESCRIPTION,
      path: PUBLIC_PATHS.contact,
    }),
  );
  return (
    <>
      <PageHeader eyebrow="Contact" title="Get in touch" description={CONTACT_DESCRIPTION} />
      <Container size="lg" py={64}>
        <div className={classes.cards}>
          <ContactCard
            icon="mail"
            title="Email support"
            text="Help with any of our games or apps, purchases and account questions."
          >
            <TextLink href={`mailto:${SUPPORT_EMAIL}`} weight={700} size="lg">
              {SUPPORT_EMAIL}
            </TextLink>
          </ContactCard>
          <ContactCard
            icon="brand-x"
            title="Follow us"
            text="Release news, sneak peeks and the occasional pixel-art GIF."
          >
            <TextLink
              href={X_PROFILE_URL}
              target="_blank"
              rel="noopener noreferrer"
              weight={700}
              size="lg"
            >
              {X_HANDLE} on X
            </TextLink>
          </ContactCard>
          <ContactCard
            icon="clock"
            title="Response times"
            text="We answer within two working days, Monday to Friday, 9:00 to 18:00 (Lisbon time). For bug reports, include your device model and app version."
          />
        </div>
      </Container>
    </>
  );
}
