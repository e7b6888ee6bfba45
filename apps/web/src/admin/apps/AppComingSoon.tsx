import { Checkbox, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { ListMailingFigures } from '../mailing/ListMailingFigures';
import { FormSection } from '../shared/FormSection';
import { trpc } from '../../trpc';
import type { AppFormApi } from './useAppForm';

/** The edited app's launch list and, after its launch, how its launch e-mail went. */
function AppLaunchList({ appId }: { appId: number }) {
  const mailing = trpc.admin.apps.mailing.useQuery({ id: appId });
  return <ListMailingFigures mailing={mailing.data} mailLabel="Launch e-mail" />;
}

/**
 * An app shown before its launch: when to expect it, where to sign up for it, and its launch e-mail's line;
 * for a saved app, its launch list's size and how the launch e-mail went.
 */
export function AppComingSoon({ form, appId }: { form: AppFormApi; appId: number | null }) {
  return (
    <FormSection
      title="Coming Soon"
      description="Show the app before its launch (Publish at) with a Coming soon badge, the store pages where players pre-order or pre-register, and a Notify me at launch form. At its launch it becomes an ordinary app."
    >
      <Checkbox
        label="Coming soon"
        description="Needs a future Publish at: its launch."
        {...form.getInputProps('comingSoon', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Expected launch"
          description="Optional: as visitors read it"
          placeholder="Spring 2027"
          {...form.getInputProps('expectedLaunch')}
        />
        <TextInput
          label="Google Play pre-registration link"
          description="Optional: the app's Google Play page"
          placeholder="https://play.google.com/store/apps/details?id=com.example.app"
          {...form.getInputProps('preRegistrationUrl')}
        />
        <TextInput
          label="App Store pre-order link"
          description="Optional: the app's App Store page"
          placeholder="https://apps.apple.com/app/id123456789"
          {...form.getInputProps('preOrderUrl')}
        />
      </SimpleGrid>
      <Textarea
        label="Launch message"
        description="Optional: a line for the e-mail subscribers get on launch day (max 500 characters)."
        autosize
        minRows={2}
        {...form.getInputProps('launchMessage')}
      />
      {appId !== null && <AppLaunchList appId={appId} />}
    </FormSection>
  );
}
