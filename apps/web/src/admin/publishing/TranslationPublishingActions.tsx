import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AdminKind } from './adminKind';
import { SharePreviewInLanguage } from './SharePreviewInLanguage';
import type { PreviewLanguage } from './useSharePreview';

/** A translation tab's publishing actions: its preview to share, and the revisions of that language. */
export function TranslationPublishingActions({
  kind,
  id,
  language,
}: {
  kind: AdminKind;
  id: number;
  language: PreviewLanguage;
}) {
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
