import { SiteContainer } from '../../components/SiteContainer';
import { PUBLIC_PATHS } from '@studio/schemas';
import { SectionHeading } from '../../components/SectionHeading';
import { AppList } from '../apps/AppList';
import { SectionMoreLink } from './SectionMoreLink';
import classes from './PortfolioSection.module.css';
import { useCatalog } from '../../messages/useCatalog';
import { HOME_CATALOG } from './homeCatalog';

export const PORTFOLIO_SECTION_ID = 'portfolio';
export const HOME_APP_COUNT = 6;

/** The first six apps (the API lists featured ones first) and the way to the full list. */
export function PortfolioSection() {
  const { t } = useCatalog(HOME_CATALOG);
  return (
    <section
      id={PORTFOLIO_SECTION_ID}
      tabIndex={-1}
      className={classes.section}
      aria-labelledby="portfolio-title"
    >
      <SiteContainer>
        <SectionHeading
          eyebrow={t('portfolio.eyebrow')}
          id="portfolio-title"
          title={t('portfolio.title')}
          description={t('portfolio.description')}
        />
        <AppList limit={HOME_APP_COUNT} />
        <SectionMoreLink to={PUBLIC_PATHS.apps}>{t('portfolio.viewAll')}</SectionMoreLink>
      </SiteContainer>
    </section>
  );
}
