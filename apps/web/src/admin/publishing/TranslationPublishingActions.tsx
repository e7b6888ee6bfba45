import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SharePreviewInLanguage } from './SharePreviewInLanguage';

/** A translation tab's publishing actions: its preview to share, and the revisions of that language. */
export function TranslationPublishingActions({
  kind,
  id,
  language,
}: Parameters<typeof SharePreviewInLanguage>[0]) {
  return (
    <Group gap="sm">
      <SharePreviewInLanguage kind={kind} id={id} language={language} />
      <Button
        component={Link}
        to={`/admin/${kind}/revisions/${id}?language=${language.locale}`}
        variant="default"
        size="xs"
      >
        {`Revisions in ${language.name}`}
      </Button>
    </Group>
  );
}
