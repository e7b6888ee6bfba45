import { blogPostInputSchema } from './blogPost';
import { releaseInputSchema } from './release';
import { messagesFor } from './testing';

const post = {
  title: 'Star Garden is coming',
  slug: 'star-garden-is-coming',
  content: 'Our next game is a cosy space garden, and we cannot wait to show you more of it.',
  excerpt: 'Our next game, at last.',
  image: '/api/files/abc/cover.png',
  category: 'News',
};
const release = { version: '1.1.0', releasedAt: '2027-05-01', notes: 'New seeds.' };

describe('sending a post or a release to subscribers', () => {
  it('is off unless asked', () => {
    expect(blogPostInputSchema.parse(post).emailSubscribers).toBe(false);
    expect(releaseInputSchema.parse({ ...release, emailSubscribers: null }).emailSubscribers).toBe(
      false,
    );
  });

  it('is kept when asked', () => {
    expect(blogPostInputSchema.parse({ ...post, emailSubscribers: true }).emailSubscribers).toBe(
      true,
    );
    expect(releaseInputSchema.parse({ ...release, emailSubscribers: true }).emailSubscribers).toBe(
      true,
    );
  });

  it('is a yes or a no', () => {
    expect(
      messagesFor(blogPostInputSchema, { ...post, emailSubscribers: 'yes' }, 'emailSubscribers'),
    ).toEqual(['Email subscribers must be true or false']);
  });
});
