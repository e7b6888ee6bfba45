import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconMessageCircle } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '@studio/schemas';
import { STUDIO_NAME } from '../../studio';
import { PORTFOLIO_SECTION_ID } from './PortfolioSection';
import classes from './Hero.module.css';

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

export function Hero() {
  return (
    <section className={classes.hero} data-surface="dark" aria-labelledby="hero-title">
      <Container size="xl" className={classes.inner}>
        <Stack gap="xl" maw={720} className={classes.copy}>
          <Badge
            size="lg"
            variant="outline"
            color="aqua.3"
            className={classes.kicker}
            visibleFrom="sm"
          >
            Independent mobile game &amp; app studio
          </Badge>
          <Title order={1} id="hero-title" className={classes.title}>
            We craft mobile games and apps{' '}
            <span className={classes.gradientText}>players keep coming back to</span>
          </Title>
          <Text size="xl" className={classes.lead} visibleFrom="sm">
            {STUDIO_NAME} is a small team of designers and engineers building polished, fair and
            delightful experiences for iPhone and iPad, from quick-fire arcade hits to tools that
            make every day a little easier.
          </Text>
          <Text className={classes.lead} hiddenFrom="sm">
            Polished games and apps for iPhone and iPad.
          </Text>
          <Group gap="md">
            <Button
              component="a"
              href={`#${PORTFOLIO_SECTION_ID}`}
              onClick={jumpToPortfolio}
              className={classes.cta}
              variant="gradient"
              rightSection={<IconArrowDown size={20} aria-hidden />}
            >
              View Our Games
            </Button>
            <Button
              component={Link}
              to={PUBLIC_PATHS.contact}
              className={classes.cta}
              variant="outline"
              color="aqua.3"
              leftSection={<IconMessageCircle size={20} aria-hidden />}
            >
              Get in Touch
            </Button>
          </Group>
          <dl className={classes.highlights}>
            {HIGHLIGHTS.map((highlight) => (
              <div key={highlight.label} className={classes.highlight}>
                <dt className={classes.highlightLabel}>{highlight.label}</dt>
                <dd className={classes.highlightValue}>{highlight.value}</dd>
              </div>
            ))}
          </dl>
        </Stack>
        <div className={classes.art} aria-hidden="true">
          <div className={classes.phone}>
            <span className={classes.pixel} data-tone="cyan" />
            <span className={classes.pixel} data-tone="violet" />
            <span className={classes.pixel} data-tone="magenta" />
            <span className={classes.pixel} data-tone="amber" />
          </div>
        </div>
      </Container>
    </section>
  );
}
