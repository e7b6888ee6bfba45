import { declaredUploadKind, fileTooLargeMessage, maxFilesMessage, uploadLimitMb } from './upload';

describe('upload rules', () => {
  it('limits images to 5 MB and videos to 100 MB', () => {
    expect(uploadLimitMb('image')).toBe(5);
    expect(uploadLimitMb('video')).toBe(100);
  });

  it('says how large a file may be', () => {
    expect(fileTooLargeMessage(5)).toBe('File too large. Maximum size is 5MB.');
  });

  it('says how many files are allowed', () => {
    expect(maxFilesMessage(10)).toBe('Maximum of 10 files allowed.');
  });

  it('recognises videos by type or by .mp4, .mov and .webm names', () => {
    expect(declaredUploadKind({ name: 'clip', type: 'video/mp4' })).toBe('video');
    expect(declaredUploadKind({ name: 'Trailer.MOV', type: '' })).toBe('video');
    expect(declaredUploadKind({ name: 'shot.png', type: 'image/png' })).toBe('image');
    expect(declaredUploadKind({ name: 'notes.txt', type: 'text/plain' })).toBeNull();
  });
});
