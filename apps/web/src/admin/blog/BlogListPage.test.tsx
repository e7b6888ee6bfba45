import { screen, waitFor, within } from '@testing-library/react';
import { blogPostSummaryFixture, userFixture } from '../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../test/renderWithProviders';
import { trpcFailure } from '../../test/trpcFixtureLink';
import { BlogListPage } from './BlogListPage';

const POSTS = [
  blogPostSummaryFixture({
    id: 1,
    title: 'Launching Star Hopper',
    slug: 'launching-star-hopper',
    excerpt: 'Our newest arcade game is out now.',
    published: true,
    createdAt: '2025-03-05T12:00:00.000Z',
  }),
  blogPostSummaryFixture({
    id: 2,
    title: 'Behind the scenes',
    slug: 'behind-the-scenes',
    excerpt: 'How we draw our pixel art.',
    category: 'Design',
    published: false,
  }),
];

function renderList(trpcResponses: RenderOptions['trpcResponses']) {
  return renderWithProviders(<BlogListPage />, {
    route: '/admin/blog',
    trpcResponses: { 'auth.session': userFixture(), ...trpcResponses },
  });
}

describe('the admin blog list', () => {
  it('shows title with excerpt, category, status and date; view only when published', async () => {
    renderList({ 'admin.blog.list': POSTS });
    const published = (await screen.findByText('Launching Star Hopper')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(published).getByText('Our newest arcade game is out now.')).toBeInTheDocument();
    expect(within(published).getByText('Published')).toBeInTheDocument();
    expect(within(published).getByText('Mar 5, 2025')).toBeInTheDocument();
    expect(
      within(published).getByRole('link', { name: 'View Launching Star Hopper' }),
    ).toHaveAttribute('href', '/blog/launching-star-hopper');

    const draft = screen.getByText('Behind the scenes').closest('tr') as HTMLElement;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).queryByRole('link', { name: /^View/ })).not.toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Edit Behind the scenes' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/2',
    );
    expect(screen.getByRole('link', { name: 'Create New Post' })).toHaveAttribute(
      'href',
      '/admin/blog/new',
    );
  });

  it('searches and explains empty results', async () => {
    const { user } = renderList({ 'admin.blog.list': POSTS });
    await user.type(await screen.findByRole('searchbox', { name: 'Search blog posts' }), 'pixel');
    expect(screen.getByText('Behind the scenes')).toBeInTheDocument();
    expect(screen.queryByText('Launching Star Hopper')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), ' zebra');
    expect(screen.getByText('No blog posts found matching your search.')).toBeInTheDocument();
  });

  it('invites to write the first post, and says when loading failed', async () => {
    const { unmount } = renderList({ 'admin.blog.list': [] });
    expect(
      await screen.findByText('No blog posts found. Create your first post to get started.'),
    ).toBeInTheDocument();
    unmount();

    renderList({ 'admin.blog.list': trpcFailure('Database unavailable') });
    expect(
      await screen.findByText('Failed to load blog posts. Please try again.'),
    ).toBeInTheDocument();
  });

  it('confirms before deleting a post', async () => {
    const { user } = renderList({
      'admin.blog.list': POSTS,
      'admin.blog.delete': { id: 2, deleted: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Behind the scenes' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(
      'This will permanently delete the blog post "Behind the scenes". This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Blog post deleted')).toBeInTheDocument();
  });

  it('says why deleting a post failed', async () => {
    const { user } = renderList({
      'admin.blog.list': POSTS,
      'admin.blog.delete': trpcFailure('Blog post not found', 'NOT_FOUND'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Launching Star Hopper' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete blog post')).toBeInTheDocument();
    expect(screen.getByText('Blog post not found')).toBeInTheDocument();
  });

  it('shows, on a site in several languages, whether each post is published in each', async () => {
    renderList({
      'admin.blog.list': POSTS,
      'admin.blog.translationStates': [
        {
          id: 1,
          translations: [
            {
              locale: 'de',
              translated: ['title', 'excerpt', 'content'],
              missing: [],
              published: true,
              publishAt: null,
              updatedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
        {
          id: 2,
          translations: [
            {
              locale: 'de',
              translated: ['title'],
              missing: ['excerpt', 'content'],
              published: false,
              publishAt: null,
              updatedAt: '2026-11-21T10:00:00.000Z',
            },
          ],
        },
      ],
    });
    expect(await screen.findByRole('columnheader', { name: 'Languages' })).toBeInTheDocument();
    const launch = screen.getByText('Launching Star Hopper').closest('tr') as HTMLElement;
    expect(within(launch).getByText('DE: published')).toBeInTheDocument();
    const scenes = screen.getByText('Behind the scenes').closest('tr') as HTMLElement;
    expect(within(scenes).getByText('DE: draft')).toBeInTheDocument();
  });

  it('shows a translation published with its time still ahead as scheduled in that language', async () => {
    renderList({
      'admin.blog.list': POSTS,
      'admin.blog.translationStates': [
        {
          id: 1,
          translations: [
            {
              locale: 'de',
              translated: ['title', 'excerpt', 'content'],
              missing: [],
              published: true,
              publishAt: '2099-06-01T07:30:00.000Z',
              updatedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
      ],
    });
    const launch = (await screen.findByText('Launching Star Hopper')).closest('tr') as HTMLElement;
    expect(await within(launch).findByText('DE: scheduled')).toBeInTheDocument();
  });
});
