import { Container } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { usePageLocale } from '../../pageKit/pageLocale';
import { usePageHead } from '../../pageKit/usePageHead';
import { blogHead } from './blogHeads';
import { BLOG_CATALOG } from './blogCatalog';
import { useCatalog } from '../../messages/useCatalog';
import { BlogPostList } from './BlogPostList';

const LOADING_CARDS = 6;

/** /blog */
export function BlogListPage() {
  const locale = usePageLocale();
  const { t } = useCatalog(BLOG_CATALOG);
  usePageHead((origin, site) =>
    blogHead(origin, locale, { title: t('head.title'), description: t('page.description') }, site),
  );
  return (
    <>
      <PageHeader
        eyebrow={t('page.eyebrow')}
        title={t('page.title')}
        description={t('page.description')}
      />
      <Container size="xl" py={48}>
        <BlogPostList placeholders={LOADING_CARDS} headingOrder={2} />
      </Container>
    </>
  );
}
