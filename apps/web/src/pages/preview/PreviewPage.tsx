import { PUBLIC_PATHS } from '@studio/schemas';
import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorView } from '../../components/ErrorView';
import { loadingHead, unavailableHead } from '../../head/siteHeads';
import { errorStatus } from '../../pageKit/errorStatus';
import { usePageLocale } from '../../pageKit/pageLocale';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { usePageHead } from '../../pageKit/usePageHead';
import { useResponseStatus } from '../../pageKit/useResponseStatus';
import { useCatalog } from '../../messages/useCatalog';
import { APP_CATALOG } from '../app-detail/appCatalog';
import { PREVIEW_CATALOG } from './previewCatalog';
import { previewHead } from './previewHead';
import { previewQuery } from './previewQuery';

// A preview shows either view, so each loads when it is shown (the server renders it once it has loaded).
const AppDetails = lazy(async () => ({
  default: (await import('../app-detail/AppDetailPage')).AppDetails,
}));
const BlogPostArticle = lazy(async () => ({
  default: (await import('../blog/BlogPostPage')).BlogPostArticle,
}));

/**
 * /preview/{token}: a draft or scheduled post or app, exactly as its public page will show it; under a
 * language's prefix (/de/preview/{token}), as it will read in that language.
 */
export function PreviewPage() {
  const token = useParams().token ?? '';
  const preview = useSiteQuery(previewQuery(token, usePageLocale()));
  const appTexts = useCatalog(APP_CATALOG);
  const { t } = useCatalog(PREVIEW_CATALOG);
  usePageHead((origin, site) => {
    if (preview.data) return previewHead(origin, preview.data, appTexts, site);
    const head = preview.isError
      ? unavailableHead(origin, t('error.title'), site)
      : loadingHead(origin, t('head.loading'), site);
    return { ...head, noindex: true };
  });
  useResponseStatus(errorStatus(preview.error));

  if (preview.isPending) return null;
  if (preview.isError) {
    return (
      <ErrorView
        title={t('error.title')}
        message={t('error.message')}
        actionLabel={t('error.action')}
        actionTo={PUBLIC_PATHS.home}
      />
    );
  }
  return preview.data.kind === 'blogPost' ? (
    <BlogPostArticle post={preview.data.post} />
  ) : (
    <AppDetails app={preview.data.app} releases={[]} />
  );
}
