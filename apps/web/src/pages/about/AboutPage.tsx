import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { PUBLIC_PATHS } from '@studio/schemas';
import { IconTile } from '../../components/IconTile';
import { PageHeader } from '../../components/PageHeader';
import { SectionHeading } from '../../components/SectionHeading';
import { staticPageHead } from '../../head/siteHeads';
import { usePageHead } from '../../pageKit/usePageHead';
import { STUDIO_NAME } from '../../studio';
import { SkillBar } from './SkillBar';
import { STUDIO_SKILLS, STUDIO_STATS } from './studioFacts';
import classes from './AboutPage.module.css';
import { SiteIcon } from '../../icons/SiteIcon';
import type { SiteIconName } from '../../icons/siteIcons';
import { useCatalog } from '../../messages/useCatalog';
import { ABOUT_CATALOG } from './aboutCatalog';

// Each value's title and text are keys of the page's catalog.
const VALUES = [
  { icon: 'device-gamepad-2', title: 'values.playFirst.title', text: 'values.playFirst.text' },
  { icon: 'shield-check', title: 'values.fair.title', text: 'values.fair.text' },
  { icon: 'heart-handshake', title: 'values.withPlayers.title', text: 'values.withPlayers.text' },
] as const satisfies readonly { icon: SiteIconName; title: string; text: string }[];

/** /about: the studio's story, mission, numbers and craft. */
export function AboutPage() {
  const { t } = useCatalog(ABOUT_CATALOG);
  const description = t('page.description', { studio: STUDIO_NAME });
  usePageHead((origin, site) =>
    staticPageHead(origin, { title: t('head.title'), description, path: PUBLIC_PATHS.about }, site),
  );
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} description={description} />

      <Container size="xl" py={64}>
        <div className={classes.story}>
          <div>
            <SectionHeading eyebrow={t('story.eyebrow')} title={t('story.title')} />
            <Stack gap="md">
              <Text size="lg">{t('story.beginning', { studio: STUDIO_NAME })}</Text>
              <Text size="lg">{t('story.since')}</Text>
            </Stack>
          </div>
          <div>
            <Card className={classes.mission} padding="xl" data-surface="dark">
              <Text className={classes.missionLabel} fz="sm" fw={800}>
                {t('mission.label')}
              </Text>
              <Title order={2} size="h3" className={classes.missionText}>
                {t('mission.text')}
              </Title>
            </Card>
          </div>
        </div>
      </Container>

      <section className={classes.statsBand} aria-labelledby="stats-title" data-surface="dark">
        <Container size="xl">
          <Title order={2} id="stats-title" className={classes.visuallyHidden}>
            {t('stats.title')}
          </Title>
          <dl className={classes.stats}>
            {STUDIO_STATS.map((stat) => (
              <div key={stat.label} className={classes.stat}>
                <dt className={classes.statLabel}>{t(stat.label)}</dt>
                <dd className={classes.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <Container size="xl" py={64}>
        <div className={classes.craft}>
          <div>
            <SectionHeading
              eyebrow={t('craft.eyebrow')}
              title={t('craft.title')}
              description={t('craft.description')}
            />
            <Stack gap="lg">
              {STUDIO_SKILLS.map((skill) => (
                <SkillBar key={skill.name} name={t(skill.name)} level={skill.level} />
              ))}
            </Stack>
          </div>
          <div>
            <SectionHeading eyebrow={t('values.eyebrow')} title={t('values.title')} />
            <Stack gap="md">
              {VALUES.map(({ icon, title, text }) => (
                <Card key={title} padding="lg">
                  <IconTile size={44} radius="md" variant="gradient" mb="sm">
                    <SiteIcon name={icon} size={24} />
                  </IconTile>
                  <Title order={3} size="h4">
                    {t(title)}
                  </Title>
                  <Text c="dimmed" mt={4}>
                    {t(text)}
                  </Text>
                </Card>
              ))}
            </Stack>
          </div>
        </div>
      </Container>
    </>
  );
}
