import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ImageWithFallback } from './ImageWithFallback';
import { IMAGE_REUPLOAD_TEXT, IMAGE_UNAVAILABLE_TEXT } from './ImagePlaceholder';
import { PLACEHOLDER_IMAGE_URL } from './imageSource';

function renderUi(ui: ReactElement) {
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}

describe('ImageWithFallback', () => {
  it('loads uploaded files, legacy uploads and data URLs as given, lazily with a size', () => {
    const sources = ['/api/files/3/icon.svg', '/uploads/old.png', 'data:image/png;base64,AAAA'];
    for (const src of sources) {
      const { unmount } = renderUi(
        <ImageWithFallback src={src} alt="App icon" width={64} height={64} />,
      );
      const image = screen.getByRole('img', { name: 'App icon' });
      expect(image).toHaveAttribute('src', src);
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '64');
      expect(image).toHaveAttribute('height', '64');
      unmount();
    }
  });

  it('offers resized copies of an uploaded picture, sized as it is drawn', () => {
    const src = '/api/files/1/shot.png';
    renderUi(
      <ImageWithFallback
        src={src}
        alt="Screenshot"
        width={540}
        height={960}
        resizableWidth={700}
        sizes="248px"
      />,
    );
    const image = screen.getByRole('img', { name: 'Screenshot' });
    expect(image).toHaveAttribute(
      'srcset',
      `${src}?w=160 160w, ${src}?w=320 320w, ${src}?w=640 640w, ${src}?w=960 700w`,
    );
    expect(image).toHaveAttribute('sizes', '248px');
    expect(image).toHaveAttribute('width', '540');
    expect(image).toHaveAttribute('height', '960');
  });

  it('draws an icon at its own size unless told otherwise, and leaves SVGs alone', () => {
    const icon = '/api/files/2/icon.png';
    const logo = '/api/files/3/logo.svg';
    renderUi(
      <>
        <ImageWithFallback src={icon} alt="Icon" width={72} height={72} resizableWidth={512} />
        <ImageWithFallback src={logo} alt="Logo" width={72} height={72} resizableWidth={null} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Icon' })).toHaveAttribute('sizes', '72px');
    expect(screen.getByRole('img', { name: 'Logo' })).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img', { name: 'Logo' })).not.toHaveAttribute('sizes');
  });

  it.each([undefined, null, '', '   '])(
    'falls back to the placeholder image when src is %p',
    (src) => {
      renderUi(<ImageWithFallback src={src} alt="Cover" width={16} height={9} />);
      expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute(
        'src',
        PLACEHOLDER_IMAGE_URL,
      );
    },
  );

  it('shows the placeholder texts when the image fails to load', () => {
    renderUi(<ImageWithFallback src="/api/files/9/gone.png" alt="Cover" width={16} height={9} />);
    fireEvent.error(screen.getByRole('img', { name: 'Cover' }));

    expect(screen.getByText(IMAGE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.getByText(IMAGE_REUPLOAD_TEXT)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: `Cover: ${IMAGE_UNAVAILABLE_TEXT}` }),
    ).toBeInTheDocument();
    expect(IMAGE_UNAVAILABLE_TEXT).toBe('Image temporarily unavailable');
    expect(IMAGE_REUPLOAD_TEXT).toBe('Please contact admin to re-upload');
  });

  it('tries again when a new src arrives after a failure', () => {
    const { rerender } = renderUi(
      <ImageWithFallback src="/api/files/1/a.png" alt="Cover" width={16} height={9} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Cover' }));
    rerender(
      <MantineProvider env="test">
        <ImageWithFallback src="/api/files/2/b.png" alt="Cover" width={16} height={9} />
      </MantineProvider>,
    );
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', '/api/files/2/b.png');
  });

  it('shows the placeholder for an image that had already failed when the page came to life', async () => {
    // As in a page rendered on the server: the image finished (broken) before anyone listened.
    const complete = jest
      .spyOn(HTMLImageElement.prototype, 'complete', 'get')
      .mockReturnValue(true);
    HTMLImageElement.prototype.decode = () => Promise.reject(new Error('EncodingError'));
    try {
      renderUi(<ImageWithFallback src="/api/files/9/gone.png" alt="Cover" width={16} height={9} />);
      expect(await screen.findByText(IMAGE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    } finally {
      complete.mockRestore();
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    }
  });
});
