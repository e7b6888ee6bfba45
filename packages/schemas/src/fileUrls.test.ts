import { fileUrl, imageWidthUrl, plainFileRequest } from './fileUrls';

const ID = '2dbbdfc2-c48e-4dcd-8809-8d2a886c0702';

describe('file URLs', () => {
  it('name the file by id, then by its name', () => {
    expect(fileUrl({ id: ID, filename: 'my shot.png' })).toBe(`/api/files/${ID}/my%20shot.png`);
  });

  it('ask for a width with w, after any query string there is', () => {
    expect(imageWidthUrl(`/api/files/${ID}/a.png`, 320)).toBe(`/api/files/${ID}/a.png?w=320`);
    expect(imageWidthUrl('https://cdn.test/a.png?v=2', 320)).toBe(
      'https://cdn.test/a.png?v=2&w=320',
    );
  });

  it.each([
    [`/api/files/${ID}`, { id: ID, width: null }],
    [`/api/files/${ID}/icon.png`, { id: ID, width: null }],
    [`/api/files/${ID}/icon.png?w=160`, { id: ID, width: '160' }],
    [`/api/files/${ID}?w=99999`, { id: ID, width: '99999' }],
  ])('read %s as %p', (target, expected) => {
    expect(plainFileRequest(target)).toEqual(expected);
  });

  it.each([
    `/api/files/${ID}/icon.png?w=160&x=1`,
    `/api/files/${ID}/a/b`,
    `/api/files/${ID}?w=`,
    '/api/files/not-an-id',
    `/api/files/${ID.toUpperCase()}`,
  ])('leave %s to the files route', (target) => {
    expect(plainFileRequest(target)).toBeNull();
  });
});
