import { Anchor, Button, Checkbox, Fieldset, Group, Radio, Stack, Text } from '@mantine/core';
import { privacyDeclarationSchema, type PrivacyDeclaration } from '@studio/schemas';
import { useSchemaForm } from '../../shared/useSchemaForm';
import { CollectedDataFields } from './CollectedDataFields';
import { DATA_TYPES_BY_GROUP } from './privacyFormValues';
import { useSavePrivacyDeclaration } from './useSavePrivacyDeclaration';

interface PrivacyDeclarationEditorProps {
  appId: number;
  initialValues: PrivacyDeclaration;
  /** Whether a declaration is saved: only then are the stores' files there to download. */
  declared: boolean;
}

/** The declaration's questions: does the app collect data, which, what for and how; then save. */
export function PrivacyDeclarationEditor({
  appId,
  initialValues,
  declared,
}: PrivacyDeclarationEditorProps) {
  const form = useSchemaForm(privacyDeclarationSchema, initialValues);
  const { save, isSaving } = useSavePrivacyDeclaration(appId, form.setErrors);
  const { collectsData } = form.getValues();

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="md">
        <Radio.Group
          label="Does the app collect data?"
          description="Collecting means the data leaves the device: to you or to a third party, such as an analytics or advertising service."
          value={collectsData ? 'yes' : 'no'}
          onChange={(value) => {
            form.setFieldValue('collectsData', value === 'yes');
            if (value === 'no') form.setFieldValue('data', []);
          }}
        >
          <Group gap="lg" mt="xs">
            <Radio value="yes" label="Yes, it collects data" />
            <Radio value="no" label="No, it collects no data" />
          </Group>
        </Radio.Group>
        {collectsData && (
          <>
            {DATA_TYPES_BY_GROUP.map(({ group, label, types }) => (
              <Fieldset key={group} legend={label} variant="unstyled">
                <Stack gap="xs">
                  {types.map((type) => (
                    <CollectedDataFields key={type} form={form} type={type} />
                  ))}
                </Stack>
              </Fieldset>
            ))}
            {form.errors.data && (
              <Text c="red.8" size="sm" role="alert">
                {form.errors.data}
              </Text>
            )}
            <Checkbox
              label="All collected data is encrypted in transit"
              description="Google Play's Data safety form asks."
              {...form.getInputProps('encryptedInTransit', { type: 'checkbox' })}
            />
            <Checkbox
              label="Users can ask for their data to be deleted"
              description="Google Play's Data safety form asks; the app then needs account-deletion instructions."
              {...form.getInputProps('deletionRequests', { type: 'checkbox' })}
            />
          </>
        )}
        <Group justify="space-between">
          <Button type="submit" loading={isSaving}>
            Save privacy declaration
          </Button>
          {declared && (
            <Group gap="md">
              <Anchor href={`/api/admin/apps/${appId}/app_privacy_details.json`} download>
                App Store JSON (fastlane)
              </Anchor>
              <Anchor href={`/api/admin/apps/${appId}/data-safety.csv`} download>
                Google Play Data safety CSV
              </Anchor>
            </Group>
          )}
        </Group>
      </Stack>
    </form>
  );
}
