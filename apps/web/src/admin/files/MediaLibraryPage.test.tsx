import type { LibraryFile } from '@studio/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { userFixture } from '../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../test/renderWithProviders';
import { PENDING, trpcFailure } from '../../test/trpcFixtureLink';
import { MediaLibraryPage, MEDIA_LOAD_ERROR } from './MediaLibraryPage';

const KB = 1024;

function libraryFile(overrides: Partial<LibraryFile>): LibraryFile {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    url: '/api/files/11111111-1111-4111-8111-111111111111/icon.png',
    filename: 'icon.png',
    mimetype: 'image/png',
    size: 60 * KB,
    variantsSize: 4 * KB,
    width: 512,
    height: 512,
    createdAt: '2026-03-05T12:00:00.000Z',
    usedBy: [],
    ...overrides,
  };
}

const FILES = [
  libraryFile({
    usedBy: [{ type: 'app', id: '3', name: 'Space Miner', field: 'icon' }],
  }),
  libraryFile({
    id: '22222222-2222-4222-8222-222222222222',
    url: '/api/files/22222222-2222-4222-8222-222222222222/trailer.mp4',
    filename: 'trailer.mp4',
    mimetype: 'video/mp4',
    size: 2 * KB * KB,
    variantsSize: 0,
    width: null,
    height: null,
  }),
  libraryFile({
    id: '33333333-3333-4333-8333-333333333333',
    url: '/api/files/33333333-3333-4333-8333-333333333333/cover.jpg',
    filename: 'cover.jpg',
    mimetype: 'image/jpeg',
    size: 100 * KB,
    variantsSize: 20 * KB,
    width: 1200,
    height: 630,
    usedBy: [{ type: 'post', id: '7', name: 'Launch day', field: 'image' }],
  }),
];

function renderLibrary(trpcResponses: RenderOptions['trpcResponses']) {
  return renderWithProviders(<MediaLibraryPage />, {
    route: '/admin/media',
    trpcResponses: { 'auth.session': userFixture(), ...trpcResponses },
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Files' })).getAllByRole('article');

describe('the media library', () => {
  it('shows every file with its size, pixels and where it is used, and the storage it takes', async () => {
    renderLibrary({ 'admin.files.list': FILES });
    const icon = await screen.findByRole('article', { name: 'icon.png' });
    expect(within(icon).getByText('PNG · 512 × 512 · 60 KB')).toBeInTheDocument();
    expect(within(icon).getByRole('link', { name: 'App: Space Miner' })).toHaveAttribute(
      'href',
      '/admin/apps/edit/3',
    );
    expect(within(icon).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    const cover = screen.getByRole('article', { name: 'cover.jpg' });
    expect(within(cover).getByRole('link', { name: 'Post: Launch day' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/7',
    );
    const trailer = screen.getByRole('article', { name: 'trailer.mp4' });
    expect(within(trailer).getByText('Unused')).toBeInTheDocument();

    const storage = screen.getByRole('region', { name: 'Storage' });
    expect(within(storage).getByText('2.2 MB')).toBeInTheDocument();
    expect(
      within(storage).getByText('3 files: 2.2 MB uploaded, 24 KB of resized copies'),
    ).toBeInTheDocument();
    expect(within(storage).getByText(/1 unused file takes 2\.0 MB/)).toBeInTheDocument();
  });

  it('shows a small resized copy of each picture', async () => {
    renderLibrary({ 'admin.files.list': FILES });
    const thumbnail = await screen.findByRole('img', { name: 'cover.jpg' });
    expect(thumbnail.getAttribute('srcset')).toContain(`${FILES[2]!.url}?w=160 160w`);
  });

  it('filters images, videos and unused files', async () => {
    const { user } = renderLibrary({ 'admin.files.list': FILES });
    await screen.findByRole('article', { name: 'icon.png' });
    const names = () => cards().map((card) => card.getAttribute('aria-label'));
    expect(names()).toEqual(['icon.png', 'trailer.mp4', 'cover.jpg']);
    await user.click(screen.getByRole('radio', { name: 'Images' }));
    expect(names()).toEqual(['icon.png', 'cover.jpg']);
    await user.click(screen.getByRole('radio', { name: 'Videos' }));
    expect(names()).toEqual(['trailer.mp4']);
    await user.click(screen.getByRole('radio', { name: 'Unused' }));
    expect(names()).toEqual(['trailer.mp4']);
  });

  it('deletes an unused file once confirmed', async () => {
    let files = FILES;
    const { user, trpcCalls } = renderLibrary({
      'admin.files.list': () => files,
      'admin.files.delete': ({ id }) => {
        files = files.filter((file) => file.id !== id);
        return { id, deleted: true as const };
      },
    });
    const trailer = await screen.findByRole('article', { name: 'trailer.mp4' });
    await user.click(within(trailer).getByRole('button', { name: 'Delete trailer.mp4' }));
    expect(
      screen.getByText(
        'This will permanently delete the file "trailer.mp4". This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'trailer.mp4' })).not.toBeInTheDocument(),
    );
    expect(trpcCalls).toContainEqual(
      expect.objectContaining({ path: 'admin.files.delete', input: { id: FILES[1]!.id } }),
    );
  });

  it('says why a deletion was refused', async () => {
    const { user } = renderLibrary({
      'admin.files.list': FILES,
      'admin.files.delete': trpcFailure(
        'This file is still used by app "Space Miner" (screenshots). Remove it there first.',
        'CONFLICT',
      ),
    });
    const trailer = await screen.findByRole('article', { name: 'trailer.mp4' });
    await user.click(within(trailer).getByRole('button', { name: 'Delete trailer.mp4' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete file')).toBeInTheDocument();
    expect(screen.getByText(/still used by app "Space Miner"/)).toBeInTheDocument();
  });

  it('shows placeholders while loading, and a way to retry after a failure', async () => {
    const { container, unmount } = renderLibrary({ 'admin.files.list': PENDING });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('list', { name: 'Files' })).not.toBeInTheDocument();
    unmount();
    renderLibrary({ 'admin.files.list': trpcFailure('down') });
    expect(await screen.findByText(MEDIA_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
