import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { blogPostFixture, userFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { numberedLines } from '../../test/textFixtures';
import { RevisionsPage } from './RevisionsPage';
import { SCREEN_CHANGED_LINES } from './screenComparisonLimits';

/** The Revisions screen of a post whose one revision has `revisionContent` and whose current content is `currentContent`. */
function renderRevisions(currentContent: string, revisionContent: string) {
  const post = blogPostFixture({ id: 1, content: currentContent });
  return renderWithProviders(
    <Routes>
      <Route path="/admin/blog/revisions/:id" element={<RevisionsPage kind="blog" />} />
    </Routes>,
    {
      route: '/admin/blog/revisions/1',
      trpcResponses: {
        'auth.session': userFixture(),
        'admin.blog.byId': post,
        'admin.blog.revisions': [
          { id: 7, createdAt: '2026-11-01T09:00:00.000Z', author: 'admin', summary: ['content'] },
        ],
        'admin.blog.revision': {
          id: 7,
          createdAt: '2026-11-01T09:00:00.000Z',
          author: 'admin',
          summary: ['content'],
          content: { ...post, content: revisionContent },
        },
      },
    },
  );
}

async function contentRow() {
  const changes = await screen.findByRole('table', { name: 'Changes' });
  return within(changes).getByRole('row', { name: /^content/ });
}

describe('the Revisions screen', () => {
  it('shows a text line by line, the lines a restore removes and adds marked', async () => {
    renderRevisions('Kept line\nCurrent line', 'Kept line\nRestored line');
    const row = await contentRow();
    expect(row).toHaveTextContent('Kept line');
    expect(row).toHaveTextContent('- Current line');
    expect(row).toHaveTextContent('+ Restored line');
  });

  it('shows the lines around a change in a long text, and how many unchanged lines it leaves out', async () => {
    const current = numberedLines('Same', 1_000);
    renderRevisions(current, current.replace('Same line 500\n', 'Same line 500 (restored)\n'));
    const row = await contentRow();
    expect(row).toHaveTextContent('496 unchanged lines');
    expect(row).toHaveTextContent('Same line 499');
    expect(row).toHaveTextContent('- Same line 500');
    expect(row).toHaveTextContent('+ Same line 500 (restored)');
    expect(row).toHaveTextContent('Same line 501');
    expect(row).toHaveTextContent('497 unchanged lines');
    expect(row).not.toHaveTextContent('Same line 200');
  });

  it('says two versions differ too much to compare line by line, instead of listing their lines', async () => {
    renderRevisions(
      numberedLines('Current', SCREEN_CHANGED_LINES),
      numberedLines('Restored', SCREEN_CHANGED_LINES),
    );
    const row = await contentRow();
    expect(row).toHaveTextContent('These versions differ too much to compare line by line');
    expect(row).not.toHaveTextContent('Current line 1');
  });
});
