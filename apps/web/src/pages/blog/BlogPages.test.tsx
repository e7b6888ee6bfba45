import { screen } from '@testing-library/react';
import { blogPostCardFixture, blogPostFixture } from '../../test/fixtures';
import { renderPageIn } from '../../test/renderPageIn';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BLOG_CATALOG } from './blogCatalog';
import { PENDING, trpcFailure } from '../../test/trpcFixtureLink';
import { BlogListPage } from './BlogListPage';
import { BlogPostPage } from './BlogPostPage';

describe('blog list', () => {
  it('lists posts with a Read More link to each', async () => {
    renderWithProviders(<BlogListPage />, {
      trpcResponses: {
        'blog.cards': [blogPostCardFixture({ id: 1 }), blogPostCardFixture({ id: 2 })],
      },
    });
    const links = await screen.findAllByRole('link', { name: /^Read More/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/blog/dev-diary-1',
      '/blog/dev-diary-2',
    ]);
  });

  it("names each Read More link by its post, in one phrase of the page's language", async () => {
    const card = blogPostCardFixture({ id: 1, title: '新しい惑星' });
    await renderPageIn('ja', <BlogListPage />, {
      catalogs: [BLOG_CATALOG],
      trpcResponses: { 'blog.cards': [card] },
    });
    const link = await screen.findByRole('link', { name: '続きを読む：新しい惑星' });
    expect(link).toHaveTextContent(/^続きを読む$/);
  });

  it('has loading, empty and error states', async () => {
    const pending = renderWithProviders(<BlogListPage />, {
      trpcResponses: { 'blog.cards': PENDING },
    });
    expect(screen.getAllByTestId('blog-card-skeleton').length).toBeGreaterThan(0);
    pending.unmount();

    const empty = renderWithProviders(<BlogListPage />, { trpcResponses: { 'blog.cards': [] } });
    expect(await screen.findByText('No blog posts available at the moment.')).toBeInTheDocument();
    empty.unmount();

    renderWithProviders(<BlogListPage />, { trpcResponses: { 'blog.cards': trpcFailure('down') } });
    expect(
      await screen.findByText('Failed to load blog posts. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('blog post', () => {
  function renderPost(trpcResponses: Parameters<typeof renderWithProviders>[1]) {
    return renderWithProviders(<BlogPostPage />, {
      route: '/blog/dev-diary-1',
      path: '/blog/:slug',
      ...trpcResponses,
    });
  }

  it('shows title, category, long date, image and one paragraph per blank-line block', async () => {
    const post = blogPostFixture();
    renderPost({ trpcResponses: { 'blog.bySlug': post } });

    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText('Development')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2025')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: post.title })).toHaveAttribute('src', post.image);
    expect(
      screen.getByText('We started with a single sprite and a lot of coffee.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Then the world grew, one tile at a time, until it felt alive.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows the error view with a way back to the blog', async () => {
    renderPost({
      trpcResponses: { 'blog.bySlug': trpcFailure('Blog post not found', 'NOT_FOUND') },
    });
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Blog Post' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Blog' })).toHaveAttribute('href', '/blog');
  });
});
