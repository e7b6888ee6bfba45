import { Button } from '@mantine/core';
import type { AdminKind } from './adminKind';
import { useSharePreview, type PreviewLanguage } from './useSharePreview';

/** A translation tab's Share preview: a link to the item as it will read in the tab's language. */
export function SharePreviewInLanguage({
  kind,
  id,
  language,
}: {
  kind: AdminKind;
  id: number;
  language: PreviewLanguage;
}) {
  const { share, isSharing } = useSharePreview(kind, id, language);
  return (
    <Button variant="default" size="xs" onClick={share} disabled={isSharing}>
      {`Share preview in ${language.name}`}
    </Button>
  );
}
