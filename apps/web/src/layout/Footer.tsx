import { SiteContainer } from '../components/SiteContainer';
import { useMessages } from '../messages/MessagesContext';
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
  const { t } = useMessages();
  return (
    <footer className={classes.footer} data-surface="dark">
      <SiteContainer className={classes.container}>
        <div className={classes.columns}>
          <div className={classes.stack}>
            <Logo />
            <p className={classes.text}>{t('footer.about', { studio: STUDIO_NAME })}</p>
            <SocialIcons />
          </div>

          <FooterLinkList title="footer.quickLinks" items={FOOTER_QUICK_LINKS} />
          <FooterLinkList title="footer.categories" items={FOOTER_CATEGORY_LINKS} />

          <div className={classes.stack}>
            <div>
              <h2 className={classes.heading}>{t('footer.newsletter')}</h2>
              <p className={`${classes.text} ${classes.beforeForm}`}>
                {t('footer.newsletterPitch')}
              </p>
              <NewsletterForm />
            </div>
            <div>
              <h2 className={classes.heading}>{t('footer.contact')}</h2>
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
          <p className={classes.text}>{t('footer.copyright', { year, studio: STUDIO_NAME })}</p>
          <LanguageSwitcher
            label={t('languages.footerLabel')}
            className={classes.legal}
            linkClassName={classes.link}
          />
          <nav aria-label={t('footer.legalLabel')}>
            <FooterLinks items={LEGAL_LINKS} className={classes.legal} />
          </nav>
        </div>
      </SiteContainer>
    </footer>
  );
}
