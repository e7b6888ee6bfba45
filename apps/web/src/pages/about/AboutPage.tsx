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

const VALUES: { icon: SiteIconName; title: string; text: string }[] = [
  {
    icon: 'device-gamepad-2',
    title: 'Play first',
    text: 'Every idea starts as a rough prototype on a real phone. If it is not fun in five minutes, it does not ship.',
  },
  {
    icon: 'shield-check',
    title: 'Fair by design',
    text: 'No pay-to-win, no dark patterns, no selling data. You pay for a game once or support it because you love it.',
  },
  {
    icon: 'heart-handshake',
    title: 'Built with players',
    text: 'Our Discord testers see builds weeks before launch, and their feedback shapes every update.',
  },
];

const ABOUT_DESCRIPTION = `${STUDIO_NAME} is a team of seven who believe mobile games deserve the same care as any console title.`;

/** /about: the studio's story, mission, numbers and craft. */
export function AboutPage() {
  usePageHead((origin) =>
    staticPageHead(origin, {
      title: 'About Us',
      description: ABOUT_DESCRIPTION,
      path: PUBLIC_PATHS.about,
    }),
  );
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="Small studio, big play energy"
        description={ABOUT_DESCRIPTION}
      />

      <Container size="xl" py={64}>
        <div className={classes.story}>
          <div>
            <SectionHeading eyebrow="Our story" title="From a weekend game jam to a studio" />
            <Stack gap="md">
              <Text size="lg">
                {STUDIO_NAME} began in 2016, when two friends entered a 48-hour game jam with a
                one-button arcade game about a pixel surfing sound waves. It did not win, but
                thousands of people played it, and that was enough to quit our day jobs.
              </Text>
              <Text size="lg">
                Since then we have grown into a team of designers, engineers and artists who ship
                games and everyday apps for iPhone and iPad. We stay deliberately small: every
                person here touches every release, and every release gets updates for years.
              </Text>
            </Stack>
          </div>
          <div>
            <Card className={classes.mission} padding="xl" data-surface="dark">
              <Text className={classes.missionLabel} fz="sm" fw={800}>
                Our mission
              </Text>
              <Title order={2} size="h3" className={classes.missionText}>
                Make mobile experiences that respect your time, your wallet and your privacy, and
                still make you say &ldquo;one more round&rdquo;.
              </Title>
            </Card>
          </div>
        </div>
      </Container>

      <section className={classes.statsBand} aria-labelledby="stats-title" data-surface="dark">
        <Container size="xl">
          <Title order={2} id="stats-title" className={classes.visuallyHidden}>
            Studio in numbers
          </Title>
          <dl className={classes.stats}>
            {STUDIO_STATS.map((stat) => (
              <div key={stat.label} className={classes.stat}>
                <dt className={classes.statLabel}>{stat.label}</dt>
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
              eyebrow="What we are good at"
              title="Our craft"
              description="The skills we invest in, rated honestly by the team."
            />
            <Stack gap="lg">
              {STUDIO_SKILLS.map((skill) => (
                <SkillBar key={skill.name} name={skill.name} level={skill.level} />
              ))}
            </Stack>
          </div>
          <div>
            <SectionHeading eyebrow="How we work" title="What we believe" />
            <Stack gap="md">
              {VALUES.map(({ icon, title, text }) => (
                <Card key={title} padding="lg">
                  <IconTile size={44} radius="md" variant="gradient" mb="sm">
                    <SiteIcon name={icon} size={24} />
                  </IconTile>
                  <Title order={3} size="h4">
                    {title}
                  </Title>
                  <Text c="dimmed" mt={4}>
                    {text}
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
