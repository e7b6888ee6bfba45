import { Table, Text } from '@mantine/core';
import { type Analytics, postPath } from '@studio/schemas';
import { Link } from 'react-router-dom';

const SHOWN = 10;

/** The most read published posts. */
export function TopPostsTable({ posts }: { posts: Analytics['posts'] }) {
  if (posts.length === 0) return <Text c="dimmed">No published posts yet.</Text>;
  return (
    <Table aria-label="Top posts" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Post</Table.Th>
          <Table.Th ta="right">Views</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {posts.slice(0, SHOWN).map((post) => (
          <Table.Tr key={post.id}>
            <Table.Td>
              <Link to={postPath(post.slug)}>{post.title}</Link>
            </Table.Td>
            <Table.Td ta="right">{post.views}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
