import { Button, Container, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../../components/SectionHeading';
import { BlogPostList } from '../blog/BlogPostList';
import classes from './BlogTeaser.module.css';

const TEASER_POSTS = 3;

/** The three newest blog posts. */
export function BlogTeaser() {
  return (
    <section className={classes.section} aria-labelledby="blog-teaser-title">
      <Container size="xl">
        <SectionHeading
          eyebrow="From the blog"
          id="blog-teaser-title"
          title="Behind the Pixels"
          description="Dev diaries, design notes and release news from the studio."
        />
        <BlogPostList limit={TEASER_POSTS} placeholders={TEASER_POSTS} />
        <Group justify="center" mt={40}>
          <Button
            component={Link}
            to="/blog"
            variant="light"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Visit the Blog
          </Button>
        </Group>
      </Container>
    </section>
  );
}
