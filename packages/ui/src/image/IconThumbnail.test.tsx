import { fireEvent, render, screen } from '@testing-library/react';
import { IconThumbnail } from './IconThumbnail';
import { PLACEHOLDER_IMAGE_URL } from './imageSource';

describe('IconThumbnail', () => {
  it('shows the icon', () => {
    render(<IconThumbnail src="/api/files/3/icon.svg" alt="Star Hopper icon" />);
    expect(screen.getByRole('img', { name: 'Star Hopper icon' })).toHaveAttribute(
      'src',
      '/api/files/3/icon.svg',
    );
  });

  it('shows the placeholder picture, and says so, when the icon fails to load', () => {
    render(<IconThumbnail src="/api/files/gone/icon.png" alt="Star Hopper icon" />);
    fireEvent.error(screen.getByRole('img'));
    const placeholder = screen.getByRole('img', {
      name: 'Star Hopper icon: Image temporarily unavailable',
    });
    expect(placeholder).toHaveAttribute('src', PLACEHOLDER_IMAGE_URL);
    fireEvent.error(placeholder);
    expect(screen.getByRole('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE_URL);
  });
});
