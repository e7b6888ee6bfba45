import { SiteContainer } from '../../components/SiteContainer';
import { PUBLIC_PATHS } from '@studio/schemas';
import { SectionHeading } from '../../components/SectionHeading';
import { BlogPostList } from '../blog/BlogPostList';
import { SectionMoreLink } from './SectionMoreLink';
import classes from './BlogTeaser.module.css';

export const TEASER_POSTS = 3;

/** The three newest blog posts. */
export function BlogTeaser() {
  return (
    <section className={classes.section} aria-labelledby="blog-teaser-title">
      <SiteContainer>
        <SectionHeading
          eyebrow="From the blog"
          id="blog-teaser-title"
          title="Behind the Pixels"
          description="Dev diaries, design notes and release news from the studio."
        />
        <BlogPostList limit={TEASER_POSTS} placeholders={TEASER_POSTS} />
        <SectionMoreLink to={PUBLIC_PATHS.blog}>Visit the Blog</SectionMoreLink>
      </SiteContainer>
    </section>
  );
}
