import {
  MEGABYTE,
  YOUTUBE_URL_MESSAGE,
  youtubeThumbnailUrl,
  type UploadKind,
  type UploadResult,
} from '@studio/schemas';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MediaGrid } from './MediaGrid';

function GridHarness({ initial }: { initial: string[] }) {
  const [entries, setEntries] = useState(initial);
  return (
    <>
      <MediaGrid value={entries} onChange={(update) => setEntries(update)} />
      <output data-testid="entries">{JSON.stringify(entries)}</output>
    </>
  );
}

/**
 * A form one report behind the grid, as a busy form re-renders after it: each report the grid makes
 * hands the form the one before.
 */
function LateFormHarness() {
  const [entries, setEntries] = useState<string[]>([]);
  const [held, setHeld] = useState<Array<(current: string[]) => string[]>>([]);
  const takeLate = (update: (current: string[]) => string[]) => {
    const [previous] = held;
    setHeld([update]);
    if (previous) setEntries(previous);
  };
  return (
    <>
      <MediaGrid value={entries} onChange={takeLate} />
      <output data-testid="entries">{JSON.stringify(entries)}</output>
    </>
  );
}

function renderGrid(initial: string[] = []) {
  return renderWithProviders(<GridHarness initial={initial} />);
}

const entries = () => JSON.parse(screen.getByTestId('entries').textContent ?? '[]') as string[];
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Choose media files');

function fileOfSize(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** The upload answer for a file at this URL; the kind follows its extension unless given. */
function uploaded(
  url: string,
  kind: UploadKind = /\.(mp4|mov|webm)$/.test(url) ? 'video' : 'image',
) {
  return {
    url,
    kind,
    mimetype: kind === 'video' ? 'video/mp4' : 'image/png',
    size: 1000,
    width: kind === 'video' ? null : 90,
    height: kind === 'video' ? null : 160,
  } satisfies UploadResult;
}

/** Stands in for the browser's XMLHttpRequest so each upload can be answered by the test. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  FakeUpload.sent = [];
  window.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

describe('the media grid', () => {
  it('pads the slots up to ten', () => {
    renderGrid(['/api/files/1/a.png', '/api/files/2/b.png']);
    expect(screen.getByRole('button', { name: 'Reorder media item 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Add media in slot/ })).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Add media in slot 3' })).toBeInTheDocument();
  });

  describe('keyboard reordering', () => {
    const realRect = Element.prototype.getBoundingClientRect;
    beforeEach(() => {
      // jsdom has no layout: lay the tiles out in a row, 100 px apart.
      Element.prototype.getBoundingClientRect = function rect(this: Element) {
        const position = Number(this.getAttribute('data-media-position'));
        if (!position) return realRect.call(this);
        const left = (position - 1) * 100;
        return DOMRect.fromRect({ x: left, y: 0, width: 90, height: 160 });
      };
    });
    afterEach(() => {
      Element.prototype.getBoundingClientRect = realRect;
    });

    it('moves an item with Space and the arrow keys, and tells screen readers', async () => {
      const { user } = renderGrid(['/api/files/1/first.png', '/api/files/2/second.png']);
      screen.getByRole('button', { name: 'Reorder media item 1' }).focus();

      await user.keyboard('[Space]');
      expect(await screen.findByText('Picked up media item 1 of 2.')).toBeInTheDocument();
      // 25 px per press: three presses bring the item's centre closest to the second slot.
      await user.keyboard('[ArrowRight][ArrowRight][ArrowRight]');
      expect(
        await screen.findByText('Media item 1 was moved into position 2 of 2.'),
      ).toBeInTheDocument();
      await user.keyboard('[Space]');

      await waitFor(() =>
        expect(entries()).toEqual(['/api/files/2/second.png', '/api/files/1/first.png']),
      );
    });

    it('leaves the order alone when the move is cancelled', async () => {
      const { user } = renderGrid(['/api/files/1/first.png', '/api/files/2/second.png']);
      screen.getByRole('button', { name: 'Reorder media item 1' }).focus();

      await user.keyboard('[Space][ArrowRight][ArrowRight][ArrowRight][Escape]');

      expect(await screen.findByText(/Moving was cancelled/)).toBeInTheDocument();
      expect(entries()).toEqual(['/api/files/1/first.png', '/api/files/2/second.png']);
    });
  });

  it('removes an item', async () => {
    const { user } = renderGrid(['/api/files/1/first.png', '/api/files/2/second.png']);
    await user.click(screen.getByRole('button', { name: 'Remove media item 1' }));
    expect(entries()).toEqual(['/api/files/2/second.png']);
  });

  it('refuses more files than there are free slots', () => {
    renderGrid(Array.from({ length: 9 }, (_, index) => `/api/files/${index + 1}/shot.png`));
    fireEvent.change(fileInput(), {
      target: {
        files: [fileOfSize('a.png', 'image/png', 1000), fileOfSize('b.png', 'image/png', 1000)],
      },
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Maximum of 10 files allowed.');
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('refuses images over 5 MB and videos over 100 MB before uploading', async () => {
    const { user } = renderGrid();
    await user.upload(fileInput(), fileOfSize('huge.png', 'image/png', 5 * MEGABYTE + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('File too large. Maximum size is 5MB.');

    await user.upload(fileInput(), fileOfSize('huge.mov', '', 100 * MEGABYTE + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('File too large. Maximum size is 100MB.');
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('uploads a file into the next slot and stores videos with their prefix', async () => {
    const { user } = renderGrid();
    await user.click(screen.getByRole('button', { name: 'Add media in slot 1' }));
    await user.upload(fileInput(), fileOfSize('clip.mp4', 'video/mp4', 2 * MEGABYTE));

    const [request] = FakeUpload.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/admin/upload');
    expect(request?.withCredentials).toBe(true);
    expect(request?.body?.get('file')).toBeInstanceOf(File);
    expect(screen.getByText('Uploading...')).toBeInTheDocument();

    act(() =>
      request?.upload.onprogress?.({
        lengthComputable: true,
        loaded: 1,
        total: 4,
      } as ProgressEvent),
    );
    expect(screen.getByText('Uploading... 25%')).toBeInTheDocument();

    request?.answer(201, uploaded('/api/files/7/clip.mp4'));
    await waitFor(() => expect(entries()).toEqual(['video:file:/api/files/7/clip.mp4']));
    expect(await screen.findByText('Upload successful')).toBeInTheDocument();
    expect(screen.getByText('Your video has been uploaded.')).toBeInTheDocument();
  });

  it('puts a file into the slot whose button was pressed, and keeps it there', async () => {
    const { user } = renderGrid(['/api/files/1/a.png', '/api/files/2/b.png', '/api/files/3/c.png']);
    await user.click(screen.getByRole('button', { name: 'Add media in slot 7' }));
    await user.upload(fileInput(), fileOfSize('seventh.png', 'image/png', 1000));

    const slots = () => screen.getAllByRole('listitem');
    expect(slots()[6]).toHaveTextContent('Uploading...');
    expect(screen.getByRole('button', { name: 'Add media in slot 4' })).toBeInTheDocument();

    FakeUpload.sent[0]?.answer(201, uploaded('/api/files/7/seventh.png', 'image'));
    await waitFor(() =>
      expect(entries()).toEqual([
        '/api/files/1/a.png',
        '/api/files/2/b.png',
        '/api/files/3/c.png',
        '/api/files/7/seventh.png',
      ]),
    );
    expect(slots()[6]).toContainElement(
      screen.getByRole('button', { name: 'Remove media item 4' }),
    );
    expect(screen.getByRole('button', { name: 'Add media in slot 4' })).toBeInTheDocument();
  });

  it('files an upload by the kind the server read from its bytes, not by its name', async () => {
    const { user } = renderGrid();
    await user.upload(fileInput(), fileOfSize('looks-like.png', 'image/png', 1000));
    FakeUpload.sent[0]?.answer(201, uploaded('/api/files/9/looks-like.png', 'video'));
    await waitFor(() => expect(entries()).toEqual(['video:file:/api/files/9/looks-like.png']));
    expect(await screen.findByText('Your video has been uploaded.')).toBeInTheDocument();
  });

  it('keeps the chosen order when uploads finish out of order', async () => {
    const { user } = renderGrid();
    await user.upload(fileInput(), [
      fileOfSize('first.png', 'image/png', 1000),
      fileOfSize('second.png', 'image/png', 1000),
    ]);
    const [first, second] = FakeUpload.sent;

    second?.answer(201, uploaded('/api/files/2/second.png'));
    await waitFor(() => expect(screen.getAllByText('Uploading...')).toHaveLength(2));
    first?.answer(201, uploaded('/api/files/1/first.png'));

    await waitFor(() =>
      expect(entries()).toEqual(['/api/files/1/first.png', '/api/files/2/second.png']),
    );
  });

  it('keeps every upload when the form lags behind', async () => {
    const { user } = renderWithProviders(<LateFormHarness />);
    await user.upload(fileInput(), [
      fileOfSize('first.png', 'image/png', 1000),
      fileOfSize('second.png', 'image/png', 1000),
    ]);
    const [first, second] = FakeUpload.sent;
    first?.answer(201, uploaded('/api/files/1/first.png'));
    await screen.findByRole('img', { name: 'Media item 1' });
    second?.answer(201, uploaded('/api/files/2/second.png'));

    expect(await screen.findByRole('img', { name: 'Media item 2' })).toHaveAttribute(
      'src',
      expect.stringContaining('second'),
    );
    await waitFor(() =>
      expect(entries()).toEqual(['/api/files/1/first.png', '/api/files/2/second.png']),
    );
  });

  it('shows a failed upload inline, with the server message, and in a notice', async () => {
    const { user } = renderGrid();
    await user.upload(fileInput(), fileOfSize('photo.png', 'image/png', 2000));
    FakeUpload.sent[0]?.answer(415, { message: 'Only images and videos can be uploaded.' });

    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error uploading your file.')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload file. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Only images and videos can be uploaded.')).toBeInTheDocument();
    expect(entries()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    FakeUpload.sent[1]?.answer(201, uploaded('/api/files/8/photo.png'));
    await waitFor(() => expect(entries()).toEqual(['/api/files/8/photo.png']));
  });

  it('validates YouTube links and stores them in canonical form with a thumbnail', async () => {
    const { user } = renderGrid();
    const link = screen.getByLabelText(/YouTube link/);

    await user.type(link, 'https://vimeo.com/12345');
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    expect(screen.getByText(YOUTUBE_URL_MESSAGE)).toBeInTheDocument();
    expect(entries()).toEqual([]);

    await user.clear(link);
    await user.type(link, 'https://youtu.be/dQw4w9WgXcQ?t=42{Enter}');

    expect(entries()).toEqual(['video:https://www.youtube.com/watch?v=dQw4w9WgXcQ']);
    expect(screen.queryByText(YOUTUBE_URL_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Media item 1 (YouTube video)' })).toHaveAttribute(
      'src',
      youtubeThumbnailUrl('dQw4w9WgXcQ'),
    );
    expect(await screen.findByText('YouTube video added')).toBeInTheDocument();
    expect(screen.getByText('Your video will be embedded in the app page.')).toBeInTheDocument();
    expect(link).toHaveValue('');
  });
});
