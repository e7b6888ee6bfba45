import { SiteContainer } from '../../components/SiteContainer';
import { PUBLIC_PATHS } from '@studio/schemas';
import { SectionHeading } from '../../components/SectionHeading';
import { BlogPostList } from '../blog/BlogPostList';
import { SectionMoreLink } from './SectionMoreLink';
import classes from './BlogTeaser.module.css';
import { useCatalog } from '../../messages/useCatalog';
import { HOME_CATALOG } from './homeCatalog';

export const TEASER_POSTS = 3;

/** The three newest blog posts. */
export function BlogTeaser() {
  const { t } = useCatalog(HOME_CATALOG);
  return (
    <section className={classes.section} aria-labelledby="blog-teaser-title">
      <SiteContainer>
        <SectionHeading
          eyebrow={t('blogTeaser.eyebrow')}
          id="blog-teaser-title"
          title={t('blogTeaser.title')}
          description={t('blogTeaser.description')}
        />
        <BlogPostList limit={TEASER_POSTS} placeholders={TEASER_POSTS} />
        <SectionMoreLink to={PUBLIC_PATHS.blog}>{t('blogTeaser.visitBlog')}</SectionMoreLink>
      </SiteContainer>
    </section>
  );
}
