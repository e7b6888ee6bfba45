import { MantineProvider } from '@mantine/core';
import { parseMediaEntry, type MediaEntry } from '@studio/schemas';
import { render, screen } from '@testing-library/react';
import { MediaItem } from './MediaItem';

function renderEntry(entry: string) {
  const media = parseMediaEntry(entry) as MediaEntry;
  return render(
    <MantineProvider env="test">
      <MediaItem media={media} label="Star Hopper media 1" />
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

  it('embeds a YouTube entry through youtube-nocookie, lazily and with a title', () => {
    renderEntry('video:https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const frame = screen.getByTitle('Star Hopper media 1');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('loading', 'lazy');
  });
});
