import { Table, Text } from '@mantine/core';
import type { BlogPostSummary } from '@studio/schemas';
import { formatShortDate } from '../shared/formatDate';
import RowActions from '../shared/RowActions';
import TableMessageRow from '../shared/TableMessageRow';
import TableSkeletonRows from '../shared/TableSkeletonRows';
import PublishedBadge from './PublishedBadge';

const COLUMNS = ['Title', 'Category', 'Status', 'Date', 'Actions'];
const LOADING_ROWS = 5;

interface BlogPostsTableProps {
  posts: BlogPostSummary[];
  isLoading: boolean;
  emptyMessage: string;
  onDelete: (post: BlogPostSummary) => void;
}

export default function BlogPostsTable({
  posts,
  isLoading,
  emptyMessage,
  onDelete,
}: BlogPostsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading ? (
            <TableSkeletonRows rows={LOADING_ROWS} columns={COLUMNS.length} />
          ) : posts.length === 0 ? (
            <TableMessageRow columns={COLUMNS.length} message={emptyMessage} />
          ) : (
            posts.map((post) => (
              <Table.Tr key={post.id}>
                <Table.Td maw={420}>
                  <Text fw={600}>{post.title}</Text>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {post.excerpt}
                  </Text>
                </Table.Td>
                <Table.Td>{post.category}</Table.Td>
                <Table.Td>
                  <PublishedBadge published={post.published} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatShortDate(post.createdAt)}
                </Table.Td>
                <Table.Td>
                  <RowActions
                    name={post.title}
                    viewPath={post.published ? `/blog/${post.slug}` : undefined}
                    editPath={`/admin/blog/edit/${post.id}`}
                    onDelete={() => onDelete(post)}
                  />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
