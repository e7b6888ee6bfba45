import { Table, Text } from '@mantine/core';
import { type BlogPostSummary, isPublicPost, postPath } from '@studio/schemas';
import { AdminTable, type AdminTableContent } from '../shared/AdminTable';
import { formatShortDate } from '../shared/formatDate';
import { RowActions } from '../shared/RowActions';
import { trpc } from '../../trpc';
import { TranslationStateBadges } from '../translations/TranslationStateBadges';
import { translationStatesById } from '../translations/translationStatesById';
import { PublishedBadge } from './PublishedBadge';

const COLUMNS = ['Title', 'Category', 'Status', 'Date', 'Actions'];

export function BlogPostsTable({ onDelete, ...content }: AdminTableContent<BlogPostSummary>) {
  const translations = translationStatesById(trpc.admin.blog.translationStates.useQuery().data);
  return (
    <AdminTable
      {...content}
      columns={translations.shown ? COLUMNS.toSpliced(3, 0, 'Languages') : COLUMNS}
      minWidth={translations.shown ? 920 : 760}
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
          {translations.shown && (
            <Table.Td>
              <TranslationStateBadges translations={translations.of(post.id)} />
            </Table.Td>
          )}
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
