import { Button, Container, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../../components/SectionHeading';
import { StatusMessage } from '../../components/StatusMessage';
import { trpc } from '../../trpc';
import { AppGrid } from '../apps/AppGrid';
import { AppGridSkeleton } from '../apps/AppGridSkeleton';
import { APPS_LOAD_ERROR, NO_APPS } from '../apps/appListMessages';
import classes from './PortfolioSection.module.css';

export const PORTFOLIO_SECTION_ID = 'portfolio';
export const HOME_APP_COUNT = 6;

/** The first six apps (the API lists featured ones first) and the way to the full list. */
export function PortfolioSection() {
  const apps = trpc.apps.list.useQuery();

  return (
    <section
      id={PORTFOLIO_SECTION_ID}
      tabIndex={-1}
      className={classes.section}
      aria-labelledby="portfolio-title"
    >
      <Container size="xl">
        <SectionHeading
          eyebrow="Portfolio"
          id="portfolio-title"
          title="Our Games & Apps"
          description="Featured releases first: the titles our players love most right now."
        />
        {apps.isPending ? (
          <AppGridSkeleton count={HOME_APP_COUNT} />
        ) : apps.isError ? (
          <StatusMessage kind="error">{APPS_LOAD_ERROR}</StatusMessage>
        ) : apps.data.length === 0 ? (
          <StatusMessage kind="empty">{NO_APPS}</StatusMessage>
        ) : (
          <AppGrid apps={apps.data.slice(0, HOME_APP_COUNT)} />
        )}
        <Group justify="center" mt={40}>
          <Button
            component={Link}
            to="/apps"
            size="md"
            variant="light"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            View All Apps
          </Button>
        </Group>
      </Container>
    </section>
  );
}
