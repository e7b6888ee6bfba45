import { Checkbox, Group, Stack } from '@mantine/core';
import {
  PRIVACY_DATA_TYPES,
  PRIVACY_PURPOSE_IDS,
  PRIVACY_PURPOSES,
  type PrivacyDataType,
} from '@studio/schemas';
import type { PrivacyDeclarationForm } from './privacyFormType';
import { newCollectedData } from './privacyFormValues';

interface CollectedDataFieldsProps {
  form: PrivacyDeclarationForm;
  type: PrivacyDataType;
}

/** One data type: whether the app collects it and, once ticked, what for and how (both stores' questions). */
export function CollectedDataFields({ form, type }: CollectedDataFieldsProps) {
  const { label } = PRIVACY_DATA_TYPES[type];
  const data = form.getValues().data;
  const index = data.findIndex((entry) => entry.type === type);
  const toggle = (collected: boolean) =>
    form.setFieldValue(
      'data',
      collected ? [...data, newCollectedData(type)] : data.filter((entry) => entry.type !== type),
    );
  const field = (name: string) => `data.${index}.${name}`;

  return (
    <Stack gap="xs">
      <Checkbox
        label={label}
        checked={index >= 0}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      {index >= 0 && (
        <Stack gap="xs" pl="xl" role="group" aria-label={`${label}: details`}>
          <Checkbox.Group
            label={`${label}: used for`}
            withAsterisk
            {...form.getInputProps(field('purposes'))}
          >
            <Group gap="md" mt={4}>
              {PRIVACY_PURPOSE_IDS.map((purpose) => (
                <Checkbox key={purpose} value={purpose} label={PRIVACY_PURPOSES[purpose].label} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group gap="md">
            <Checkbox
              label="Linked to the user"
              {...form.getInputProps(field('linkedToUser'), { type: 'checkbox' })}
            />
            <Checkbox
              label="Used for tracking"
              {...form.getInputProps(field('usedForTracking'), { type: 'checkbox' })}
            />
            <Checkbox
              label="Shared with third parties"
              {...form.getInputProps(field('sharedWithThirdParties'), { type: 'checkbox' })}
            />
            <Checkbox
              label="Optional for users"
              {...form.getInputProps(field('optional'), { type: 'checkbox' })}
            />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
