import { useParams } from 'react-router-dom';
import { trpc } from '../../trpc';
import { AdminFormPage } from '../shared/AdminFormPage';
import { BlogPostForm } from './BlogPostForm';
import { EMPTY_BLOG_POST_FORM_VALUES, blogPostToFormValues } from './blogPostFormValues';

/** /admin/blog/new and /admin/blog/edit/{id}: the mode follows from the id. */
export function BlogPostFormPage() {
  const { id } = useParams();
  const isNew = id === undefined;
  const postId = Number(id);
  const isValidId = Number.isInteger(postId) && postId > 0;
  const post = trpc.admin.blog.byId.useQuery({ id: postId }, { enabled: !isNew && isValidId });

  return (
    <AdminFormPage
      isNew={isNew}
      item={post}
      back={{ label: 'Back to Blog Posts', to: '/admin/blog' }}
      createHeading={{ title: 'Create New Post', description: 'Write a new post for your blog.' }}
      editHeading={(edited) => ({ title: 'Edit Post', description: `Editing "${edited.title}".` })}
      loadFailure={{
        title: 'Error Loading Blog Post',
        message: "We couldn't load the blog post. It may not exist or there was a server error.",
        backLabel: 'Return to Blog Posts',
      }}
    >
      {(edited) => (
        <BlogPostForm
          key={edited?.id ?? 'new'}
          id={edited?.id ?? null}
          initialValues={edited ? blogPostToFormValues(edited) : EMPTY_BLOG_POST_FORM_VALUES}
        />
      )}
    </AdminFormPage>
  );
}
