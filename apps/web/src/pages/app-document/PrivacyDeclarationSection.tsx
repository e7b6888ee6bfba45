import { DocumentPaper } from '../../components/DocumentPaper';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { usePageLocale } from '../../pageKit/pageLocale';
import { appPrivacyQuery } from './appPrivacyQuery';
import { DataCollected } from './DataCollected';

/** The privacy page's "Data this app collects", once the app has declared it; nothing before. */
export function PrivacyDeclarationSection({ slug }: { slug: string }) {
  const privacy = useSiteQuery(appPrivacyQuery(slug, usePageLocale()));
  const declaration = privacy.data?.dataCollected;
  if (!declaration) return null;
  return (
    <DocumentPaper>
      <DataCollected declaration={declaration} />
    </DocumentPaper>
  );
}
