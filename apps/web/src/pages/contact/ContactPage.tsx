import { Container } from '@mantine/core';
import { PUBLIC_PATHS } from '@studio/schemas';
import { PageHeader } from '../../components/PageHeader';
import { staticPageHead } from '../../head/siteHeads';
import { usePageHead } from '../../pageKit/usePageHead';
import { SUPPORT_EMAIL, X_HANDLE, X_PROFILE_URL } from '../../studio';
import { ContactCard } from './ContactCard';
import classes from './ContactPage.module.css';
import { TextLink } from '../../components/TextLink';
import { useCatalog } from '../../messages/useCatalog';
import { CONTACT_CATALOG } from './contactCatalog';

/** /contact: how to reach the studio (no form, by design). */
export function ContactPage() {
  const { t } = useCatalog(CONTACT_CATALOG);
  const description = t('page.description');
  usePageHead((origin, site) =>
    staticPageHead(
      origin,
      { title: t('head.title'), description, path: PUBLIC_PATHS.contact },
      site,
    ),
  );
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} description={description} />
      <Container size="lg" py={64}>
        <div className={classes.cards}>
          <ContactCard icon="mail" title={t('email.title')} text={t('email.text')}>
            <TextLink href={`mailto:${SUPPORT_EMAIL}`} weight={700} size="lg">
              {SUPPORT_EMAIL}
            </TextLink>
          </ContactCard>
          <ContactCard icon="brand-x" title={t('follow.title')} text={t('follow.text')}>
            <TextLink
              href={X_PROFILE_URL}
              target="_blank"
              rel="noopener noreferrer"
              weight={700}
              size="lg"
            >
              {t('follow.link', { handle: X_HANDLE })}
            </TextLink>
          </ContactCard>
          <ContactCard icon="clock" title={t('hours.title')} text={t('hours.text')} />
        </div>
      </Container>
    </>
  );
}
