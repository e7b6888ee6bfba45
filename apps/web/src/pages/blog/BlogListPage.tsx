import { Container } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { BlogPostList } from './BlogPostList';

const LOADING_CARDS = 6;

/** /blog */
export function BlogListPage() {
  useDocumentTitle('Blog');
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Behind the Pixels"
        description="Dev diaries, design deep-dives and release news from the Pixelwave team."
      />
      <Container size="xl" py={48}>
        <BlogPostList placeholders={LOADING_CARDS} headingOrder={2} />
      </Container>
    </>
  );
}
