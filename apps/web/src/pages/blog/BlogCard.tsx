import {
  Anchor,
  Badge,
  Card,
  Group,
  Text,
  Title,
  VisuallyHidden,
  type TitleOrder,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { type BlogPostSummary, postPath } from '@studio/schemas';
import { ImageWithFallback } from '@studio/ui';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../format/formatLongDate';
import classes from './BlogCard.module.css';

interface BlogCardProps {
  post: BlogPostSummary;
  headingOrder?: TitleOrder;
}

export function BlogCard({ post, headingOrder = 3 }: BlogCardProps) {
  const path = postPath(post.slug);
  return (
    <Card padding={0} className={classes.card}>
      <ImageWithFallback
        src={post.image}
        images={post.images}
        alt={post.title}
        width={640}
        height={360}
        // One column on phones, two from 48em, three from 75em (about 420 px each).
        sizes="(min-width: 75em) 420px, (min-width: 48em) 50vw, 100vw"
        style={{ width: '100%' }}
      />
      <div className={classes.body}>
        <Group justify="space-between" gap="xs">
          <Badge variant="light" color="magenta">
            {post.category}
          </Badge>
          <Text size="xs" c="dimmed" component="time" dateTime={post.createdAt}>
            {formatLongDate(post.createdAt)}
          </Text>
        </Group>
        <Title order={headingOrder} size="h3" className={classes.title}>
          {post.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {post.excerpt}
        </Text>
        <Anchor component={Link} to={path} fw={700} mt="auto" className={classes.readMore}>
          Read More<VisuallyHidden> about {post.title}</VisuallyHidden>{' '}
          <IconArrowRight size={16} aria-hidden />
        </Anchor>
      </div>
    </Card>
  );
}
