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
      publishAt: null,
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
      publishAt: null,
    });
  });

  it("show the German translation's schedule in its Schedule field, and save it with the translation", async () => {
    const scheduled = {
      ...GERMAN.translations[0]!,
      fields: { title: 'Hinter den Kulissen' },
      translated: ['title'],
      published: true,
      publishAt: '2099-06-01T07:30:00.000Z',
      updatedAt: '2026-11-28T10:00:00.000Z',
    };
    const { user, trpcCalls } = renderForm({
      'admin.blog.translations': { ...GERMAN, translations: [scheduled] },
      'admin.blog.saveTranslation': () => scheduled,
    });
    await user.click(await screen.findByRole('tab', { name: 'Deutsch' }));
    const german = screen.getByRole('tabpanel', { name: 'Deutsch' });
    expect(within(german).getByRole('button', { name: /^Schedule/ })).toHaveTextContent(
      'Jun 1, 2099 07:30',
    );
    await user.click(within(german).getByRole('textbox', { name: /Excerpt/ }));
    await user.paste('Wie wir die Galaxis von Space Miner gebaut haben.');
    await user.click(within(german).getByRole('button', { name: 'Save Deutsch translation' }));

    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(
      trpcCalls.find((call) => call.path === 'admin.blog.saveTranslation')?.input,
    ).toMatchObject({ published: true, publishAt: '2099-06-01T07:30:00.000Z' });
  });

  it("schedule the German translation with the picker, in the site's time zone", async () => {
    const { user, trpcCalls } = renderForm({
      'admin.blog.saveTranslation': () => GERMAN.translations[0]!,
    });
    await user.click(await screen.findByRole('tab', { name: 'Deutsch' }));
    const german = screen.getByRole('tabpanel', { name: 'Deutsch' });
    await user.click(within(german).getByRole('textbox', { name: 'Title' }));
    await user.paste('Hinter den Kulissen');
    await user.click(within(german).getByRole('button', { name: /^Schedule/ }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: /^15 / }));
    await user.click(screen.getByRole('button', { name: 'Use this date and time' }));
    await user.click(within(german).getByRole('button', { name: 'Save Deutsch translation' }));

    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const { publishAt } = trpcCalls.find((call) => call.path === 'admin.blog.saveTranslation')!
      .input as { publishAt: string };
    expect(publishAt).toMatch(/^\d{4}-\d{2}-15T00:00:00\.000Z$/);
  });

  it('share a preview link in German, which copies the /de/preview/ address', async () => {
    const url = 'https://studio.example.com/de/preview/a-secret-token';
    const { user, trpcCalls } = renderForm({
      'admin.blog.previewLink': { url, expiresAt: '2026-12-05T10:00:00.000Z' },
    });
    await user.click(await screen.findByRole('tab', { name: 'Deutsch' }));
    const german = screen.getByRole('tabpanel', { name: 'Deutsch' });
    await user.click(within(german).getByRole('button', { name: 'Share preview in Deutsch' }));

    expect(await screen.findByText(/can see this page in Deutsch until/)).toHaveTextContent(url);
    expect(trpcCalls.find((call) => call.path === 'admin.blog.previewLink')?.input).toEqual({
      id: 7,
      locale: 'de',
    });
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('lead to the revisions of the German translation', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('tab', { name: 'Deutsch' }));
    const german = screen.getByRole('tabpanel', { name: 'Deutsch' });
    expect(within(german).getByRole('link', { name: 'Revisions in Deutsch' })).toHaveAttribute(
      'href',
      '/admin/blog/revisions/7?language=de',
    );
  });
});
