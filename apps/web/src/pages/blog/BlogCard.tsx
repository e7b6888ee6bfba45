import type { TitleOrder } from '@mantine/core';
import { type BlogPostCard, postPath } from '@studio/schemas';
import { ImageWithFallback } from '@studio/ui';
import { SiteLink } from '../../components/SiteLink';
import { ClassBadge } from '../../components/ClassBadge';
import { SiteIcon } from '../../icons/SiteIcon';
import { useLongDate } from '../../format/useLongDate';
import classes from './BlogCard.module.css';
import { useCatalog } from '../../messages/useCatalog';
import { BLOG_CATALOG } from './blogCatalog';

interface BlogCardProps {
  post: BlogPostCard;
  headingOrder?: TitleOrder;
}

/** A post in a grid. Laid out by its stylesheet's classes, without a style attribute on every element. */
export function BlogCard({ post, headingOrder = 3 }: BlogCardProps) {
  const path = postPath(post.slug);
  const longDate = useLongDate();
  const { t } = useCatalog(BLOG_CATALOG);
  const Heading = `h${headingOrder}` as const;
  return (
    <div className={classes.card}>
      <ImageWithFallback
        src={post.image}
        resizableWidth={post.imageWidth}
        alt={post.title}
        width={640}
        height={360}
        // One column on phones, two from 48em, three from 75em (about 420 px each).
        sizes="(min-width: 75em) 420px, (min-width: 48em) 50vw, 100vw"
        className={classes.cover}
        boxFromClassName
      />
      <div className={classes.body}>
        <div className={classes.meta}>
          <ClassBadge look="magenta">{post.category}</ClassBadge>
          <time className={classes.date} dateTime={post.createdAt}>
            {longDate(post.createdAt)}
          </time>
        </div>
        <Heading className={classes.title}>{post.title}</Heading>
        <p className={classes.excerpt}>{post.excerpt}</p>
        {/* Named in full for screen readers, whose list of links shows no card around it. */}
        <SiteLink
          to={path}
          className={classes.readMore}
          aria-label={t('card.readMoreLabel', { title: post.title })}
        >
          {t('card.readMore')} <SiteIcon name="arrow-right" size={16} />
        </SiteLink>
      </div>
    </div>
  );
}
