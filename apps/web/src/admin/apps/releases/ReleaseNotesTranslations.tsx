import { Paper, Stack, Text, Title } from '@mantine/core';
import { localeName, type LocaleCode } from '@studio/schemas';
import { useId } from 'react';
import { trpc } from '../../../trpc';
import { ReleaseNotesTranslationForm } from './ReleaseNotesTranslationForm';

interface ReleaseNotesTranslationsProps {
  appId: number;
  locale: LocaleCode;
  defaultLocale: LocaleCode;
}

/** The app's release notes in one language: each release's beside the default language's, newest first. */
export function ReleaseNotesTranslations({
  appId,
  locale,
  defaultLocale,
}: ReleaseNotesTranslationsProps) {
  const headingId = useId();
  const releases = trpc.admin.releases.list.useQuery({ id: appId });
  if (!releases.data?.length) return null;
  const language = localeName(locale);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {`Release notes in ${language}`}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {`The app's page, its releases page and feed, and the fastlane export show these in ${language}; a release without them shows the ${localeName(defaultLocale)} notes.`}
      </Text>
      <Stack gap="xl" mt="md">
        {releases.data.map((release) => (
          <ReleaseNotesTranslationForm
            key={release.id}
            appId={appId}
            release={release}
            locale={locale}
            defaultLocale={defaultLocale}
          />
        ))}
      </Stack>
    </Paper>
  );
}
