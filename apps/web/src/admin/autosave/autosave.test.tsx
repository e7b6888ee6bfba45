import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { userFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BlogPostFormPage } from '../blog/BlogPostFormPage';
import { draftKey } from './autosaveStore';

function renderNewPostForm() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/blog/new" element={<BlogPostFormPage />} />
    </Routes>,
    { route: '/admin/blog/new', trpcResponses: { 'auth.session': userFixture() } },
  );
}

const NOTICE = /^Unsaved changes from .+ were kept\.$/;

afterEach(() => window.localStorage.clear());

describe('unsaved changes of a form', () => {
  it('are kept in the browser as the admin types, and offered back when the form opens again', async () => {
    const first = renderNewPostForm();
    await first.user.click(screen.getByLabelText(/^Title/));
    await first.user.paste('A long post written before a crash');
    await waitFor(() => expect(window.localStorage.getItem(draftKey('blog', null))).not.toBeNull());
    first.unmount();

    const { user } = renderNewPostForm();
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('A long post written before a crash');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('are forgotten when discarded', async () => {
    window.localStorage.setItem(
      draftKey('blog', null),
      JSON.stringify({ values: { title: 'Old draft' }, savedAt: '2026-11-24T08:00:00.000Z' }),
    );
    const { user } = renderNewPostForm();
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(draftKey('blog', null))).toBeNull();
  });
});
