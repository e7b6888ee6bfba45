import { Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useRenderTime } from '../pageKit/renderTime';
import { STUDIO_NAME, SUPPORT_EMAIL, X_HANDLE, X_PROFILE_URL } from '../studio';
import { FooterLinkList } from './FooterLinkList';
import { Logo } from './Logo';
import { FOOTER_CATEGORY_LINKS, FOOTER_QUICK_LINKS, LEGAL_LINKS } from './navigation';
import { NewsletterForm } from './NewsletterForm';
import { SocialIcons } from './SocialIcons';
import classes from './Footer.module.css';
import { SiteIcon } from '../icons/SiteIcon';

export function Footer() {
  // The year the page was rendered, in UTC: the same on the server and in every visitor's browser.
  const year = new Date(useRenderTime()).getUTCFullYear();
  return (
    <footer className={classes.footer} data-surface="dark">
      <Container size="xl" py={56}>
        <div className={classes.columns}>
          <Stack gap="md">
            <Logo />
            <Text size="sm" className={classes.muted}>
              {STUDIO_NAME} is an independent studio crafting mobile gaming experiences that are
              quick to pick up, hard to put down, and made with care for every player.
            </Text>
            <SocialIcons />
          </Stack>

          <FooterLinkList title="Quick Links" items={FOOTER_QUICK_LINKS} />
          <FooterLinkList title="Categories" items={FOOTER_CATEGORY_LINKS} />

          <Stack gap="md">
            <div>
              <h2 className={classes.heading}>Newsletter</h2>
              <Text size="sm" className={classes.muted} mb="sm">
                New releases, betas and exclusive offers. No spam.
              </Text>
              <NewsletterForm />
            </div>
            <div>
              <h2 className={classes.heading}>Contact</h2>
              <ul className={classes.list}>
                <li>
                  <a href={`mailto:${SUPPORT_EMAIL}`} className={classes.link}>
                    <SiteIcon name="mail" size={16} /> {SUPPORT_EMAIL}
                  </a>
                </li>
                <li>
                  <a
                    href={X_PROFILE_URL}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={classes.link}
                  >
                    <SiteIcon name="brand-x" size={16} /> {X_HANDLE}
                  </a>
                </li>
              </ul>
            </div>
          </Stack>
        </div>

        <div className={classes.bottom}>
          <Text size="sm" className={classes.muted}>
            © {year} {STUDIO_NAME}. All rights reserved.
          </Text>
          <nav aria-label="Legal">
            <ul className={classes.legal}>
              {LEGAL_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={classes.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
