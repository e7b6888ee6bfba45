import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { blogPostFixture, userFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RevisionsPage } from './RevisionsPage';

const REVISION = {
  id: 7,
  createdAt: '2026-11-01T09:00:00.000Z',
  author: 'admin',
  summary: ['title', 'excerpt'],
};

/** The German translation's revisions of a post whose German title is now "Aus Versehen überschrieben". */
function renderGermanRevisions(revisions = [REVISION]) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/blog/revisions/:id" element={<RevisionsPage kind="blog" />} />
    </Routes>,
    {
      route: '/admin/blog/revisions/1?language=de',
      trpcResponses: {
        'auth.session': userFixture(),
        'admin.blog.byId': blogPostFixture({ id: 1, title: 'Behind the Scenes' }),
        'admin.blog.translations': {
          default: 'en',
          translations: [
            {
              locale: 'de',
              fields: { title: 'Aus Versehen überschrieben' },
              published: true,
              publishAt: null,
              translated: ['title'],
              missing: ['excerpt', 'content', 'image'],
              updatedAt: '2026-11-02T09:00:00.000Z',
            },
          ],
        },
        'admin.blog.translationRevisions': revisions,
        'admin.blog.translationRevision': {
          ...REVISION,
          content: {
            title: 'Hinter den Kulissen',
            excerpt: 'Wie die Galaxie entstand',
            published: true,
            publishAt: null,
          },
        },
        'admin.blog.restoreTranslationRevision': {
          locale: 'de',
          fields: { title: 'Hinter den Kulissen', excerpt: 'Wie die Galaxie entstand' },
          published: true,
          publishAt: null,
          translated: ['title', 'excerpt'],
          missing: ['content', 'image'],
          updatedAt: '2026-11-03T09:00:00.000Z',
        },
      },
    },
  );
}

describe("the Revisions screen of a post's translation", () => {
  it("names the language and the post, and leads back to the post's tab in that language", async () => {
    renderGermanRevisions();
    expect(
      await screen.findByRole('heading', { name: 'Revisions in Deutsch' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Every save of the Deutsch translation of "Behind the Scenes", newest first.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the Deutsch translation/ })).toHaveAttribute(
      'href',
      '/admin/blog/edit/1?language=de',
    );
  });

  it('shows what a restore would change, a field the translation lacks now included', async () => {
    renderGermanRevisions();
    const changes = await screen.findByRole('table', { name: 'Changes' });
    expect(within(changes).getByRole('row', { name: /^title/ })).toHaveTextContent(
      'Aus Versehen überschriebenHinter den Kulissen',
    );
    expect(within(changes).getByRole('row', { name: /^excerpt/ })).toHaveTextContent(
      '(empty)Wie die Galaxie entstand',
    );
  });

  it("restores the revision into that language's translation after confirmation", async () => {
    const { user, trpcCalls } = renderGermanRevisions();
    await user.click(await screen.findByRole('button', { name: 'Restore this revision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this revision?' });
    expect(dialog).toHaveTextContent('The Deutsch translation takes this revision');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(trpcCalls).toContainEqual(
        expect.objectContaining({
          path: 'admin.blog.restoreTranslationRevision',
          input: { id: 1, locale: 'de', revisionId: 7 },
        }),
      ),
    );
  });

  it('says a translation saved before revisions were kept has none yet', async () => {
    renderGermanRevisions([]);
    expect(
      await screen.findByText('No revisions yet: each save from now on keeps one.'),
    ).toBeInTheDocument();
  });
});
