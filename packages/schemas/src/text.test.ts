import { appInputSchema } from './app';
import { credentialsSchema } from './auth';
import { blogPostInputSchema } from './blogPost';
import { textSchema } from './text';
import { messagesFor } from './testing';

describe('text inputs', () => {
  it('take any character but NUL', () => {
    expect(textSchema().safeParse('Ünïcode, emoji 🚀 and\ttabs').success).toBe(true);
    expect(messagesFor(textSchema(), 'a\u0000b', '')).toEqual([
      'Text cannot contain the NUL character',
    ]);
  });

  it('refuse NUL in the login, app and blog post forms', () => {
    expect(
      messagesFor(credentialsSchema, { username: 'adm\u0000in', password: 'secret1' }, 'username'),
    ).toContain('Text cannot contain the NUL character');
    expect(
      messagesFor(appInputSchema, { description: 'Long enough\u0000 text' }, 'description'),
    ).toContain('Text cannot contain the NUL character');
    expect(
      messagesFor(blogPostInputSchema, { image: 'https://example.com/a\u0000.png' }, 'image'),
    ).toContain('Text cannot contain the NUL character');
  });
});
