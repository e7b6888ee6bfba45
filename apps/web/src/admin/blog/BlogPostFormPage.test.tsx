import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { blogPostFixture, userFixture } from '../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../test/renderWithProviders';
import { trpcFailure } from '../../test/trpcFixtureLink';
import { BlogPostFormPage } from './BlogPostFormPage';

function renderForm(route: string, trpcResponses: RenderOptions['trpcResponses'] = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/blog/new" element={<BlogPostFormPage />} />
      <Route path="/admin/blog/edit/:id" element={<BlogPostFormPage />} />
      <Route path="/admin/blog" element={<p>Blog list</p>} />
    </Routes>,
    {
      route,
      trpcResponses: { 'auth.session': userFixture(), 'admin.blog.list': [], ...trpcResponses },
    },
  );
}

type User = ReturnType<typeof renderForm>['user'];

/** Pasting rather than typing: every key press re-renders the whole form, which is slow in jsdom. */
async function enter(user: User, label: RegExp, text: string) {
  const [field] = screen
    .getAllByLabelText(label)
    .filter((element) => element.matches('input, textarea'));
  await user.click(field as HTMLElement);
  await user.paste(text);
}

const CONTENT =
  'The first paragraph of the post, long enough.\n\nAnd a second paragraph follows here.';

describe('the blog post form', () => {
  it('shows the schema messages when submitted empty', async () => {
    const { user, trpcCalls } = renderForm('/admin/blog/new');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    for (const message of [
      'Title must be at least 5 characters',
      'Slug must be at least 2 characters',
      'Content must be at least 50 characters',
      'Excerpt must be at least 10 characters',
      'Image URL is required',
      'Category is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(trpcCalls.some((call) => call.path === 'admin.blog.create')).toBe(false);
  });

  it('limits the excerpt to 200 characters', async () => {
    const { user } = renderForm('/admin/blog/new');
    await enter(user, /Excerpt/, 'x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Excerpt must be less than 200 characters')).toBeInTheDocument();
  });

  it('previews the post as a draft until Publish is switched on', async () => {
    const { user } = renderForm('/admin/blog/new');
    await enter(user, /Title/, 'Hello Players');
    await enter(user, /Post content/, CONTENT);
    const preview = screen.getByRole('region', { name: /Preview/ });

    expect(screen.getByLabelText(/Slug/)).toHaveValue('hello-players');
    expect(within(preview).getByText('Draft')).toBeInTheDocument();
    expect(within(preview).getByText('Hello Players')).toBeInTheDocument();
    expect(within(preview).getByText('And a second paragraph follows here.')).toBeInTheDocument();
    expect(screen.getByText(/Markdown is not supported/)).toBeInTheDocument();

    const publish = screen.getByRole('switch', { name: /Publish/ });
    expect(screen.getByText('Make this post visible to visitors')).toBeInTheDocument();
    await user.click(publish);
    expect(within(preview).getByText('Published')).toBeInTheDocument();
  });

  it('creates a post and returns to the list', async () => {
    const { user, trpcCalls, location } = renderForm('/admin/blog/new', {
      'admin.blog.create': (input) =>
        blogPostFixture({
          ...input,
          published: input.published ?? false,
          emailSubscribers: input.emailSubscribers ?? false,
        }),
      'blog.list': [],
    });
    await enter(user, /Title/, 'Hello Players');
    await enter(user, /Excerpt/, 'A short hello to everyone.');
    await enter(user, /Category/, 'News');
    await enter(user, /Featured image URL/, 'https://example.com/cover.png');
    await enter(user, /Post content/, CONTENT);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByText('Blog list')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/admin/blog');
    expect(screen.getByText('Blog post created')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.blog.create')?.input).toEqual({
      title: 'Hello Players',
      slug: 'hello-players',
      excerpt: 'A short hello to everyone.',
      category: 'News',
      image: 'https://example.com/cover.png',
      content: CONTENT,
      published: false,
      publishAt: null,
      emailSubscribers: false,
    });
  });

  it('loads a post by id, updates it and says why a save failed', async () => {
    const post = blogPostFixture({ id: 7, published: false });
    const { user, trpcCalls } = renderForm('/admin/blog/edit/7', {
      'admin.blog.byId': post,
      'admin.blog.update': trpcFailure('Another blog post already uses this slug', 'CONFLICT'),
    });

    expect(await screen.findByLabelText(/Title/)).toHaveValue(post.title);
    expect(trpcCalls.find((call) => call.path === 'admin.blog.byId')?.input).toEqual({ id: 7 });
    await user.click(screen.getByRole('switch', { name: /Publish/ }));
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    expect(await screen.findByText('Failed to update blog post')).toBeInTheDocument();
    expect(screen.getByText('Another blog post already uses this slug')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.blog.update')?.input).toMatchObject({
      id: 7,
      published: true,
    });
  });

  it('explains when the post cannot be loaded', async () => {
    renderForm('/admin/blog/edit/404', {
      'admin.blog.byId': trpcFailure('Blog post not found', 'NOT_FOUND'),
    });
    expect(await screen.findByText('Error Loading Blog Post')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Return to Blog Posts' })).toHaveAttribute(
        'href',
        '/admin/blog',
      ),
    );
  });
});
