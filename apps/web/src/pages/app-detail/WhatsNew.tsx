import { Text, Title } from '@mantine/core';
import { appReleasesPath, type Release } from '@studio/schemas';
import { ReleaseDate } from '../app-releases/ReleaseDate';
import { ReleaseNotes } from '../app-releases/ReleaseNotes';
import { TextLink } from '../../components/TextLink';

/** The latest release's notes, and the way to all of them; nothing while the app has none. */
export function WhatsNew({ slug, releases }: { slug: string; releases: readonly Release[] }) {
  const [latest] = releases;
  if (!latest) return null;
  return (
    <section aria-labelledby="whats-new">
      <Title order={2} id="whats-new" mb="xs">
        What&apos;s new in {latest.version}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <ReleaseDate day={latest.releasedAt} />
      </Text>
      <ReleaseNotes notes={latest.notes} />
      <TextLink to={appReleasesPath(slug)} weight={600}>
        All releases
      </TextLink>
    </section>
  );
}
