import { SiteContainer } from '../components/SiteContainer';
import { useRenderYear } from '../pageKit/renderYear';
import { STUDIO_NAME, SUPPORT_EMAIL, X_HANDLE, X_PROFILE_URL } from '../studio';
import { FooterLinkList, FooterLinks } from './FooterLinkList';
import { LanguageSwitcher } from './languages/LanguageSwitcher';
import { Logo } from './Logo';
import { FOOTER_CATEGORY_LINKS, FOOTER_QUICK_LINKS, LEGAL_LINKS } from './navigation';
import { NewsletterForm } from './NewsletterForm';
import { SocialIcons } from './SocialIcons';
import classes from './Footer.module.css';
import { SiteIcon } from '../icons/SiteIcon';

/**
 * The site's footer. Each text made of parts is one string: React would mark the seams between the parts
 * with <!-- --> in the HTML.
 */
export function Footer() {
  const year = useRenderYear();
  return (
    <footer className={classes.footer} data-surface="dark">
      <SiteContainer className={classes.container}>
        <div className={classes.columns}>
          <div className={classes.stack}>
            <Logo />
            <p className={classes.text}>
              {`${STUDIO_NAME} is an independent studio crafting mobile gaming experiences that are ` +
                'quick to pick up, hard to put down, and made with care for every player.'}
            </p>
            <SocialIcons />
          </div>

          <FooterLinkList title="Quick Links" items={FOOTER_QUICK_LINKS} />
          <FooterLinkList title="Categories" items={FOOTER_CATEGORY_LINKS} />

          <div className={classes.stack}>
            <div>
              <h2 className={classes.heading}>Newsletter</h2>
              <p className={`${classes.text} ${classes.beforeForm}`}>
                New releases, betas and exclusive offers. No spam.
              </p>
              <NewsletterForm />
            </div>
            <div>
              <h2 className={classes.heading}>Contact</h2>
              <ul className={classes.list}>
                <li>
                  <a href={`mailto:${SUPPORT_EMAIL}`} className={classes.link}>
                    <SiteIcon name="mail" size={16} />
                    {` ${SUPPORT_EMAIL}`}
                  </a>
                </li>
                <li>
                  <a
                    href={X_PROFILE_URL}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={classes.link}
                  >
                    <SiteIcon name="brand-x" size={16} />
                    {` ${X_HANDLE}`}
                  </a>
                </li>
              </ul>
            </div>
          </div>
        </div>

        <div className={classes.bottom}>
          <p className={classes.text}>{`© ${year} ${STUDIO_NAME}. All rights reserved.`}</p>
          <LanguageSwitcher
            label="Choose a language"
            className={classes.legal}
            linkClassName={classes.link}
          />
          <nav aria-label="Legal">
            <FooterLinks items={LEGAL_LINKS} className={classes.legal} />
          </nav>
        </div>
      </SiteContainer>
    </footer>
  );
}
