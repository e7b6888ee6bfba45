import {
  YOUTUBE_URL_MESSAGE,
  youtubeThumbnailUrl,
  youtubeVideoId,
  youtubeWatchUrl,
} from './youtube';

describe('YouTube links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10s'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc'],
    ['youtu.be/dQw4w9WgXcQ'],
  ])('finds the 11-character id in %s', (url) => {
    expect(youtubeVideoId(url)).toBe('dQw4w9WgXcQ');
  });

  it.each([
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/channel/UC1234567890'],
    ['https://vimeo.com/123456789'],
    ['https://www.youtube.com.evil.com/watch?v=dQw4w9WgXcQ'],
    ['not a link'],
  ])('refuses %s', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });

  it('tells what links it takes when refusing one', () => {
    expect(YOUTUBE_URL_MESSAGE).toBe(
      'Please enter a valid YouTube URL (regular video, short, or embed link)',
    );
  });

  it('builds the canonical watch URL', () => {
    expect(youtubeWatchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('takes the thumbnail from the host image path by video id', () => {
    expect(youtubeThumbnailUrl('dQw4w9WgXcQ')).toBe(
      'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
  });
});
