import { Button, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { trpc } from '../../trpc';
import AdminPageHeader from '../shared/AdminPageHeader';
import LoadFailure from '../shared/LoadFailure';
import PageLoader from '../shared/PageLoader';
import BlogPostForm from './BlogPostForm';
import { EMPTY_BLOG_POST_FORM_VALUES, blogPostToFormValues } from './blogPostFormValues';

/** /admin/blog/new and /admin/blog/edit/{id}: the mode follows from the id. */
export default function BlogPostFormPage() {
  const { id } = useParams();
  const isNew = id === undefined;
  const postId = Number(id);
  const isValidId = Number.isInteger(postId) && postId > 0;
  const post = trpc.admin.blog.byId.useQuery({ id: postId }, { enabled: !isNew && isValidId });

  if (!isNew && post.isLoading) return <PageLoader />;
  if (!isNew && !post.data) {
    return (
      <LoadFailure
        title="Error Loading Blog Post"
        message="We couldn't load the blog post. It may not exist or there was a server error."
        backLabel="Return to Blog Posts"
        backTo="/admin/blog"
      />
    );
  }

  return (
    <Container size="xl" py="xl">
      <Button
        component={Link}
        to="/admin/blog"
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        mb="sm"
        px={0}
      >
        Back to Blog Posts
      </Button>
      <AdminPageHeader
        title={isNew ? 'Create New Post' : 'Edit Post'}
        description={isNew ? 'Write a new post for your blog.' : `Editing "${post.data?.title}".`}
      />
      <BlogPostForm
        key={post.data?.id ?? 'new'}
        id={post.data?.id ?? null}
        initialValues={post.data ? blogPostToFormValues(post.data) : EMPTY_BLOG_POST_FORM_VALUES}
      />
    </Container>
  );
}
