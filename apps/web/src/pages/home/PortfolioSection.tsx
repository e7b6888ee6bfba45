import { SiteContainer } from '../../components/SiteContainer';
import { PUBLIC_PATHS } from '@studio/schemas';
import { SectionHeading } from '../../components/SectionHeading';
import { AppList } from '../apps/AppList';
import { SectionMoreLink } from './SectionMoreLink';
import classes from './PortfolioSection.module.css';

export const PORTFOLIO_SECTION_ID = 'portfolio';
export const HOME_APP_COUNT = 6;

/** The first six apps (the API lists featured ones first) and the way to the full list. */
export function PortfolioSection() {
  return (
    <section
      id={PORTFOLIO_SECTION_ID}
      tabIndex={-1}
      className={classes.section}
      aria-labelledby="portfolio-title"
    >
      <SiteContainer>
        <SectionHeading
          eyebrow="Portfolio"
          id="portfolio-title"
          title="Our Games & Apps"
          description="Featured releases first: the titles our players love most right now."
        />
        <AppList limit={HOME_APP_COUNT} />
        <SectionMoreLink to={PUBLIC_PATHS.apps}>View All Apps</SectionMoreLink>
      </SiteContainer>
    </section>
  );
}
