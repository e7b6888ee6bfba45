import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { PUBLIC_PATHS, splitParagraphs, type BlogPost, resizableWidth } from '@studio/schemas';
import { ImageWithFallback } from '@studio/ui';
import { useParams } from 'react-router-dom';
import { BackButton } from '../../components/BackButton';
import { ErrorView } from '../../components/ErrorView';
import { useLongDate } from '../../format/useLongDate';
import { loadingHead, unavailableHead } from '../../head/siteHeads';
import { errorStatus } from '../../pageKit/errorStatus';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { usePageHead } from '../../pageKit/usePageHead';
import { useResponseStatus } from '../../pageKit/useResponseStatus';
import { postHead } from './blogHeads';
import { BlogPostSkeleton } from './BlogPostSkeleton';
import { postQuery } from './postQuery';
import classes from './BlogPostPage.module.css';
import { ClassBadge } from '../../components/ClassBadge';
import { usePageLocale } from '../../pageKit/pageLocale';
import { useCatalog } from '../../messages/useCatalog';
import { BLOG_CATALOG } from './blogCatalog';

/** /blog/{slug}: one published post. */
export function BlogPostPage() {
  const slug = useParams().slug ?? '';
  const locale = usePageLocale();
  const post = useSiteQuery(postQuery(slug, locale));
  const { t } = useCatalog(BLOG_CATALOG);
  usePageHead((origin, site) => {
    if (post.data) return postHead(origin, post.data, locale, site);
    return post.isError
      ? unavailableHead(origin, t('post.errorTitle'), site)
      : loadingHead(origin, t('head.title'), site);
  });
  useResponseStatus(errorStatus(post.error));

  if (post.isPending) return <BlogPostSkeleton />;
  if (post.isError) {
    return (
      <ErrorView
        title={t('post.errorTitle')}
        message={t('post.errorMessage')}
        actionLabel={t('post.returnToBlog')}
        actionTo={PUBLIC_PATHS.blog}
      />
    );
  }

  return <BlogPostArticle post={post.data} />;
}

/** A post as its page shows it; a preview link shows a draft the same way. */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  const { title, category, createdAt, image, content } = post;
  const longDate = useLongDate();
  const { t } = useCatalog(BLOG_CATALOG);
  return (
    <Container size="md" py={48} component="article">
      <Stack gap="lg">
        <BackButton to={PUBLIC_PATHS.blog}>{t('post.backToBlog')}</BackButton>
        <Title order={1}>{title}</Title>
        <Group gap="md">
          <ClassBadge look="magenta" size="lg">
            {category}
          </ClassBadge>
          <Text c="dimmed" component="time" dateTime={createdAt}>
            {longDate(createdAt)}
          </Text>
        </Group>
        <ImageWithFallback
          src={image}
          resizableWidth={resizableWidth(post.images, image)}
          alt={title}
          width={1200}
          height={630}
          sizes="(max-width: 60rem) 100vw, 60rem"
          loading="eager"
          fetchPriority="high"
          radius="var(--mantine-radius-xl)"
          style={{ width: '100%' }}
        />
        <div className={classes.content}>
          {splitParagraphs(content).map((paragraph, index) => (
            <Text key={index} component="p" size="lg">
              {paragraph}
            </Text>
          ))}
        </div>
      </Stack>
    </Container>
  );
}
