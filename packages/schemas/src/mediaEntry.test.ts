import { normaliseMediaEntry, parseMediaEntry } from './mediaEntry';

describe('screenshot entries', () => {
  it('reads an image URL', () => {
    expect(parseMediaEntry('/api/files/abc/shot.png')).toEqual({
      kind: 'image',
      url: '/api/files/abc/shot.png',
    });
  });

  it('reads an uploaded video', () => {
    expect(parseMediaEntry('video:file:/api/files/abc/clip.mp4')).toEqual({
      kind: 'video',
      url: '/api/files/abc/clip.mp4',
    });
  });

  it('reads a YouTube video with its id', () => {
    expect(parseMediaEntry('video:https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      videoId: 'dQw4w9WgXcQ',
    });
  });

  it('normalises a bare short link to the canonical stored form', () => {
    expect(normaliseMediaEntry('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'video:https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  it('refuses a script URL', () => {
    expect(parseMediaEntry('javascript:alert(1)')).toBeNull();
  });

  it('refuses a "video:" entry that is not a YouTube link', () => {
    expect(parseMediaEntry('video:https://vimeo.com/1')).toBeNull();
  });
});
