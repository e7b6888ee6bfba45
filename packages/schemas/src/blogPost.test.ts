import { blogPostInputSchema } from './blogPost';
import { messagesFor } from './testing';

const validPost = {
  title: 'Launching Space Miner',
  slug: 'launching-space-miner',
  content: 'We are thrilled to announce the launch of our newest game. '.repeat(2),
  excerpt: 'Our newest game is out now.',
  image: '/api/files/abc/cover.png',
  category: 'News',
};

describe('blog post form', () => {
  it('creates drafts unless told to publish', () => {
    expect(blogPostInputSchema.parse(validPost).published).toBe(false);
  });

  it('asks for a title of at least 5 characters', () => {
    expect(messagesFor(blogPostInputSchema, { ...validPost, title: 'Hi' }, 'title')).toEqual([
      'Title must be at least 5 characters',
    ]);
  });

  it('applies the app slug rule to post slugs', () => {
    expect(messagesFor(blogPostInputSchema, { ...validPost, slug: 'Hello_World' }, 'slug')).toEqual(
      ['Slug can only contain lowercase letters, numbers, and hyphens'],
    );
  });

  it('asks for content of at least 50 characters', () => {
    expect(
      messagesFor(blogPostInputSchema, { ...validPost, content: 'Too short.' }, 'content'),
    ).toEqual(['Content must be at least 50 characters']);
  });

  it('limits the excerpt to 200 characters', () => {
    expect(
      messagesFor(blogPostInputSchema, { ...validPost, excerpt: 'x'.repeat(201) }, 'excerpt'),
    ).toEqual(['Excerpt must be less than 200 characters']);
  });

  it('asks for an excerpt of at least 10 characters', () => {
    expect(messagesFor(blogPostInputSchema, { ...validPost, excerpt: 'Short' }, 'excerpt')).toEqual(
      ['Excerpt must be at least 10 characters'],
    );
  });

  it('requires an image', () => {
    expect(messagesFor(blogPostInputSchema, { ...validPost, image: '' }, 'image')).toEqual([
      'Image URL is required',
    ]);
  });
});
