import { Container } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { usePageLocale } from '../../pageKit/pageLocale';
import { usePageHead } from '../../pageKit/usePageHead';
import { BLOG_DESCRIPTION, blogHead } from './blogHeads';
import { BlogPostList } from './BlogPostList';

const LOADING_CARDS = 6;

/** /blog */
export function BlogListPage() {
  const locale = usePageLocale();
  usePageHead((origin) => blogHead(origin, locale));
  return (
    <>
      <PageHeader eyebrow="Blog" title="Behind the Pixels" description={BLOG_DESCRIPTION} />
      <Container size="xl" py={48}>
        <BlogPostList placeholders={LOADING_CARDS} headingOrder={2} />
      </Container>
    </>
  );
}
