import { Container, Skeleton, Stack } from '@mantine/core';
import { trpc } from '../../trpc';
import { BACK_TO_DASHBOARD, SubpageHeader } from '../shared/SubpageHeader';
import { LoadErrorAlert } from '../shared/LoadErrorAlert';
import { AppAdsTxtForm } from './AppAdsTxtForm';
import { EmailSettingsSection } from './EmailSettingsSection';
import { LanguagesForm } from './LanguagesForm';
import { PressFactsForm } from './PressFactsForm';
import { ShareImageForm } from './ShareImageForm';

/** /admin/settings: site-wide settings. */
export function SettingsPage() {
  const appAds = trpc.admin.settings.appAds.useQuery();
  const shareImage = trpc.site.shareImage.useQuery();
  const pressFacts = trpc.site.pressFacts.useQuery();
  const locales = trpc.admin.settings.locales.useQuery();
  const queries = [appAds, shareImage, pressFacts, locales];
  return (
    <Container size="md" py="xl">
      <SubpageHeader
        back={BACK_TO_DASHBOARD}
        title="Site Settings"
        description="The picture link previews show, the site's languages, the studio's press facts, files the site serves for the stores and ad networks, and its e-mail."
      />
      {queries.some((query) => query.isError) ? (
        <LoadErrorAlert
          message="Failed to load the settings. Please try again."
          // refetch reports a failure through the query's state; its promise never rejects.
          onRetry={() => void Promise.all(queries.map((query) => query.refetch()))}
        />
      ) : appAds.data && shareImage.data && pressFacts.data && locales.data ? (
        <Stack gap="xl">
          <ShareImageForm image={shareImage.data.image} />
          <LanguagesForm settings={locales.data} />
          <PressFactsForm facts={pressFacts.data} />
          <AppAdsTxtForm content={appAds.data.content} />
          <EmailSettingsSection />
        </Stack>
      ) : (
        <Skeleton height={260} radius="md" />
      )}
    </Container>
  );
}
