import { resizableWidth } from './resizableWidth';

describe('resizableWidth', () => {
  const images = {
    '/api/files/1/icon.png': { width: 512, height: 512, resizable: true },
    '/api/files/2/logo.svg': { width: 100, height: 100, resizable: false },
  };

  it("is an image's own width when the server serves it resized", () => {
    expect(resizableWidth(images, '/api/files/1/icon.png')).toBe(512);
  });

  it('is null for an image the server does not resize, or does not know', () => {
    expect(resizableWidth(images, '/api/files/2/logo.svg')).toBeNull();
    expect(resizableWidth(images, '/uploads/old.png')).toBeNull();
  });
});
