import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { PostTranslations } from '@studio/schemas';
import { blogPostFixture, userFixture } from '../../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../../test/renderWithProviders';
import { BlogPostFormPage } from '../BlogPostFormPage';

const POST = blogPostFixture({
  id: 7,
  title: 'Behind the scenes',
  excerpt: 'How we built the galaxy of Space Miner.',
});

const GERMAN: PostTranslations = {
  default: 'en',
  translations: [
    {
      locale: 'de',
      fields: {},
      translated: [],
      missing: ['title', 'excerpt', 'content'],
      published: false,
      updatedAt: null,
    },
  ],
};

function renderForm(trpcResponses: RenderOptions['trpcResponses'] = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/blog/edit/:id" element={<BlogPostFormPage />} />
    </Routes>,
    {
      route: '/admin/blog/edit/7',
      trpcResponses: {
        'auth.session': userFixture(),
        'admin.blog.byId': POST,
        'admin.blog.list': [],
        'admin.blog.translations': GERMAN,
        ...trpcResponses,
      },
    },
  );
}

describe("a post's translations in its form", () => {
  it('publish the German post in the German blog, with its title and excerpt', async () => {
    const { user, trpcCalls } = renderForm({
      'admin.blog.saveTranslation': (input) => ({
        ...GERMAN.translations[0]!,
        fields: { title: input.title!, excerpt: input.excerpt! },
        translated: ['title', 'excerpt'],
        missing: ['content'],
        published: true,
        updatedAt: '2026-11-28T10:00:00.000Z',
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Deutsch' }));
    const german = screen.getByRole('tabpanel', { name: 'Deutsch' });
    expect(within(german).getByText('How we built the galaxy of Space Miner.')).toBeInTheDocument();
    await user.click(within(german).getByRole('textbox', { name: 'Title' }));
    await user.paste('Hinter den Kulissen');
    await user.click(within(german).getByRole('textbox', { name: /Excerpt/ }));
    await user.paste('Wie wir die Galaxis von Space Miner gebaut haben.');
    await user.click(within(german).getByRole('switch', { name: /Publish in Deutsch/ }));
    await user.click(within(german).getByRole('button', { name: 'Save Deutsch translation' }));

    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.blog.saveTranslation')?.input).toEqual({
      id: 7,
      locale: 'de',
      title: 'Hinter den Kulissen',
      excerpt: 'Wie wir die Galaxis von Space Miner gebaut haben.',
      published: true,
    });
  });
});
