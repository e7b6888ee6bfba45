import type { MouseEvent } from 'react';
import { PUBLIC_PATHS } from '@studio/schemas';
import { ClassBadge } from '../../components/ClassBadge';
import { ClassButton } from '../../components/ClassButton';
import { SiteContainer } from '../../components/SiteContainer';
import { SiteLink } from '../../components/SiteLink';
import { STUDIO_NAME } from '../../studio';
import { PORTFOLIO_SECTION_ID } from './PortfolioSection';
import classes from './Hero.module.css';
import { SiteIcon } from '../../icons/SiteIcon';
import { textAround } from '../../messages/textAround';
import { useCatalog } from '../../messages/useCatalog';
import { HOME_CATALOG } from './homeCatalog';

const HIGHLIGHTS = [
  { value: '12', label: 'hero.titlesShipped' },
  { value: '2M+', label: 'hero.downloads' },
  { value: '4.8★', label: 'hero.averageRating' },
] as const;

/** Smooth-scrolls to the portfolio (instantly for reduced motion) and moves focus there. */
function jumpToPortfolio(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById(PORTFOLIO_SECTION_ID);
  if (!section) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
  window.history.replaceState(null, '', `#${PORTFOLIO_SECTION_ID}`);
}

/** The home page's opening. Its texts made of parts are one string each (no <!-- --> seams in the HTML). */
export function Hero() {
  const { t } = useCatalog(HOME_CATALOG);
  const [titleStart, titleEnd] = textAround((highlight) => t('hero.title', { highlight }));
  return (
    <section className={classes.hero} data-surface="dark" aria-labelledby="hero-title">
      <SiteContainer className={classes.inner}>
        <div className={classes.copy}>
          <ClassBadge
            look="aquaOutline"
            size="lg"
            className={`${classes.kicker} mantine-visible-from-sm`}
          >
            {t('hero.kicker')}
          </ClassBadge>
          <h1 className={classes.title} id="hero-title">
            {titleStart}
            <span className={classes.gradientText}>{t('hero.titleHighlight')}</span>
            {titleEnd}
          </h1>
          <p className={`${classes.lead} mantine-visible-from-sm`}>
            {t('hero.lead', { studio: STUDIO_NAME })}
          </p>
          <p className={`${classes.shortLead} mantine-hidden-from-sm`}>{t('hero.shortLead')}</p>
          <div className={classes.actions}>
            <ClassButton
              component="a"
              href={`#${PORTFOLIO_SECTION_ID}`}
              onClick={jumpToPortfolio}
              className={classes.cta}
              look="gradient"
              rightSection={<SiteIcon name="arrow-down" size={20} />}
            >
              {t('hero.viewGames')}
            </ClassButton>
            <ClassButton
              component={SiteLink}
              to={PUBLIC_PATHS.contact}
              className={classes.cta}
              look="aquaOutline"
              leftSection={<SiteIcon name="message-circle" size={20} />}
            >
              {t('hero.getInTouch')}
            </ClassButton>
          </div>
          <dl className={classes.highlights}>
            {HIGHLIGHTS.map((highlight) => (
              <div key={highlight.label} className={classes.highlight}>
                <dt className={classes.highlightLabel}>{t(highlight.label)}</dt>
                <dd className={classes.highlightValue}>{highlight.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={classes.art} aria-hidden="true">
          <div className={classes.phone}>
            {/* Cyan, violet, magenta and amber, by their place (see the stylesheet). */}
            <span className={classes.pixel} />
            <span className={classes.pixel} />
            <span className={classes.pixel} />
            <span className={classes.pixel} />
          </div>
        </div>
      </SiteContainer>
    </section>
  );
}
