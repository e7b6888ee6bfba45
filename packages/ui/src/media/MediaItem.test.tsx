import { MantineProvider } from '@mantine/core';
import { parseMediaEntry, type MediaEntry } from '@studio/schemas';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaItem } from './MediaItem';

function renderEntry(entry: string) {
  const media = parseMediaEntry(entry) as MediaEntry;
  return render(
    <MantineProvider env="test">
      <MediaItem media={media} label="Star Hopper media 1" playLabel="Play Star Hopper media 1" />
    </MantineProvider>,
  );
}

describe('MediaItem', () => {
  it('renders an image entry as a lazy image with alt text', () => {
    renderEntry('/api/files/4/shot.png');
    const image = screen.getByRole('img', { name: 'Star Hopper media 1' });
    expect(image).toHaveAttribute('src', '/api/files/4/shot.png');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('renders an uploaded video with controls, loading only its metadata', () => {
    const { container } = renderEntry('video:file:/api/files/5/trailer.mp4');
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/api/files/5/trailer.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('aria-label', 'Star Hopper media 1');
  });

  it('shows a YouTube entry as its thumbnail and a play link, the player loading only when asked', async () => {
    renderEntry('video:https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const play = screen.getByRole('link', { name: 'Play Star Hopper media 1' });
    expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(play.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(document.querySelector('iframe')).toBeNull();

    await userEvent.setup().click(play);
    expect(screen.getByTitle('Star Hopper media 1')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });
});
