import { localeCodeSchema, localeName, type LocaleCode } from '@studio/schemas';
import { useParams, useSearchParams } from 'react-router-dom';
import type { AdminKind } from '../publishing/adminKind';
import { RevisionsScreen } from './RevisionsScreen';
import { useRevisions } from './useRevisions';
import { useTranslationRevisions } from './useTranslationRevisions';

const LABELS = {
  blog: { item: 'post', list: 'Blog Posts' },
  apps: { item: 'app', list: 'Apps' },
} as const;

interface HistoryProps {
  kind: AdminKind;
  id: number;
  revisionId: number | null;
}

function ItemRevisions({ kind, id, revisionId }: HistoryProps) {
  const { item, list } = LABELS[kind];
  const Item = `${item[0]!.toUpperCase()}${item.slice(1)}`;
  return (
    <RevisionsScreen
      history={useRevisions(kind, id, revisionId)}
      texts={{
        back: { label: `Back to the ${Item}`, to: `/admin/${kind}/edit/${id}` },
        title: 'Revisions',
        description: (name) => `Every save of "${name}", newest first.`,
        failure: {
          message: `We couldn't load the revisions. The ${item} may not exist or there was a server error.`,
          backLabel: `Return to ${list}`,
          backTo: `/admin/${kind}`,
        },
        restoreTarget: `The ${item}`,
      }}
    />
  );
}

function TranslationRevisions({
  kind,
  id,
  revisionId,
  locale,
}: HistoryProps & { locale: LocaleCode }) {
  const { item, list } = LABELS[kind];
  const language = localeName(locale);
  return (
    <RevisionsScreen
      history={useTranslationRevisions(kind, id, locale, revisionId)}
      texts={{
        back: {
          label: `Back to the ${language} translation`,
          to: `/admin/${kind}/edit/${id}?language=${locale}`,
        },
        title: `Revisions in ${language}`,
        description: (name) =>
          `Every save of the ${language} translation of "${name}", newest first.`,
        failure: {
          message: `We couldn't load the revisions. The ${item} may not exist, the site may no longer have ${language}, or there was a server error.`,
          backLabel: `Return to ${list}`,
          backTo: `/admin/${kind}`,
        },
        restoreTarget: `The ${language} translation`,
      }}
    />
  );
}

/**
 * /admin/{blog,apps}/revisions/{id}: the saves of one item, what each would change, and its restore; with
 * `?language=de`, those of its translation into that language.
 */
export function RevisionsPage({ kind }: { kind: AdminKind }) {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const asked = Number(search.get('revision'));
  const revisionId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const locale = localeCodeSchema.safeParse(search.get('language'));
  return locale.success ? (
    <TranslationRevisions kind={kind} id={id} revisionId={revisionId} locale={locale.data} />
  ) : (
    <ItemRevisions kind={kind} id={id} revisionId={revisionId} />
  );
}
