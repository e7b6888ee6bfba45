import { Badge, Stack, Text, Title } from '@mantine/core';
import { SiteContainer } from '../../components/SiteContainer';
import type { MouseEvent } from 'react';
import { SiteLink } from '../../components/SiteLink';
import { PUBLIC_PATHS } from '@studio/schemas';
import { ClassButton } from '../../components/ClassButton';
import { STUDIO_NAME } from '../../studio';
import { PORTFOLIO_SECTION_ID } from './PortfolioSection';
import classes from './Hero.module.css';
import { SiteIcon } from '../../icons/SiteIcon';

const HIGHLIGHTS = [
  { value: '12', label: 'titles shipped' },
  { value: '2M+', label: 'downloads' },
  { value: '4.8★', label: 'average rating' },
];

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
  return (
    <section className={classes.hero} data-surface="dark" aria-labelledby="hero-title">
      <SiteContainer className={classes.inner}>
        {/* Mantine's Stack, Badge, Title, Text and Group as they render, their variables set by this
            stylesheet's classes rather than a style attribute on each element. */}
        <div className={`${classes.copy} ${Stack.classes.root}`}>
          <div
            className={`${classes.kicker} ${Badge.classes.root} mantine-visible-from-sm`}
            data-variant="outline"
            data-size="lg"
          >
            <span className={Badge.classes.label}>Independent mobile game &amp; app studio</span>
          </div>
          <h1 className={`${classes.title} ${Title.classes.root}`} data-order="1" id="hero-title">
            {'We craft mobile games and apps '}
            <span className={classes.gradientText}>players keep coming back to</span>
          </h1>
          <p
            className={`mantine-focus-auto ${classes.lead} ${Text.classes.root} mantine-visible-from-sm`}
            data-size="xl"
          >
            {`${STUDIO_NAME} is a small team of designers and engineers building polished, fair and ` +
              'delightful experiences for iPhone and iPad, from quick-fire arcade hits to tools that ' +
              'make every day a little easier.'}
          </p>
          <p
            className={`mantine-focus-auto ${classes.lead} ${Text.classes.root} mantine-hidden-from-sm`}
          >
            Polished games and apps for iPhone and iPad.
          </p>
          <div className={classes.actions}>
            <ClassButton
              component="a"
              href={`#${PORTFOLIO_SECTION_ID}`}
              onClick={jumpToPortfolio}
              className={classes.cta}
              look="gradient"
              rightSection={<SiteIcon name="arrow-down" size={20} />}
            >
              View Our Games
            </ClassButton>
            <ClassButton
              component={SiteLink}
              to={PUBLIC_PATHS.contact}
              className={classes.cta}
              look="aquaOutline"
              leftSection={<SiteIcon name="message-circle" size={20} />}
            >
              Get in Touch
            </ClassButton>
          </div>
          <dl className={classes.highlights}>
            {HIGHLIGHTS.map((highlight) => (
              <div key={highlight.label} className={classes.highlight}>
                <dt className={classes.highlightLabel}>{highlight.label}</dt>
                <dd className={classes.highlightValue}>{highlight.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={classes.art} aria-hidden="true">
          <div className={classes.phone}>
            <span className={classes.pixel} data-tone="cyan" />
            <span className={classes.pixel} data-tone="violet" />
            <span className={classes.pixel} data-tone="magenta" />
            <span className={classes.pixel} data-tone="amber" />
          </div>
        </div>
      </SiteContainer>
    </section>
  );
}
