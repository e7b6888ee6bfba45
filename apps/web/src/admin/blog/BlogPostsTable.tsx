import { Table, Text } from '@mantine/core';
import { type BlogPostSummary, isPublicPost, postPath } from '@studio/schemas';
import { AdminTable, type AdminTableContent } from '../shared/AdminTable';
import { formatShortDate } from '../shared/formatDate';
import { RowActions } from '../shared/RowActions';
import { PublishedBadge } from './PublishedBadge';

const COLUMNS = ['Title', 'Category', 'Status', 'Date', 'Actions'];

export function BlogPostsTable({ onDelete, ...content }: AdminTableContent<BlogPostSummary>) {
  return (
    <AdminTable
      {...content}
      columns={COLUMNS}
      minWidth={760}
      renderCells={(post) => (
        <>
          <Table.Td maw={420}>
            <Text fw={600}>{post.title}</Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {post.excerpt}
            </Text>
          </Table.Td>
          <Table.Td>{post.category}</Table.Td>
          <Table.Td>
            <PublishedBadge published={post.published} publishAt={post.publishAt} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(post.createdAt)}</Table.Td>
          <Table.Td>
            <RowActions
              name={post.title}
              viewPath={isPublicPost(post) ? postPath(post.slug) : undefined}
              editPath={`/admin/blog/edit/${post.id}`}
              onDelete={() => onDelete(post)}
            />
          </Table.Td>
        </>
      )}
    />
  );
}
