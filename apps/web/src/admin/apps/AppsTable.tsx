import { Badge, Group, Table, Text } from '@mantine/core';
import { IconThumbnail } from '@studio/ui';
import { appPath, isPublicApp, isScheduled, type AppSummary } from '@studio/schemas';
import { ScheduledBadge } from '../publishing/ScheduledBadge';
import { AdminTable, type AdminTableContent } from '../shared/AdminTable';
import { formatLocalDate } from '../shared/formatDate';
import { RowActions } from '../shared/RowActions';
import { trpc } from '../../trpc';
import { TranslationStateBadges } from '../translations/TranslationStateBadges';
import { translationStatesById } from '../translations/translationStatesById';
import { ReadinessBadge } from './readiness/ReadinessBadge';

const COLUMNS = ['App', 'Category', 'Status', 'Store Readiness', 'Last Updated', 'Actions'];

export function AppsTable({ onDelete, ...content }: AdminTableContent<AppSummary>) {
  const translations = translationStatesById(trpc.admin.apps.translationStates.useQuery().data);
  return (
    <AdminTable
      {...content}
      columns={translations.shown ? COLUMNS.toSpliced(4, 0, 'Languages') : COLUMNS}
      minWidth={translations.shown ? 1000 : 840}
      renderCells={(app) => (
        <>
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <IconThumbnail src={app.icon} alt={`${app.name} icon`} />
              <div>
                <Text fw={600}>{app.name}</Text>
                <Text size="sm" c="dimmed">
                  {app.slug}
                </Text>
              </div>
            </Group>
          </Table.Td>
          <Table.Td>{app.category}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light" color={app.featured ? 'yellow' : 'gray'}>
                {app.featured ? 'Featured' : 'Standard'}
              </Badge>
              {app.publishAt && isScheduled(app.publishAt) && (
                <ScheduledBadge publishAt={app.publishAt} />
              )}
              {app.comingSoon && (
                <Badge variant="light" color="grape" miw="max-content">
                  Coming soon
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td>
            <ReadinessBadge appId={app.id} />
          </Table.Td>
          {translations.shown && (
            <Table.Td>
              <TranslationStateBadges translations={translations.of(app.id)} />
            </Table.Td>
          )}
          <Table.Td>{formatLocalDate(app.updatedAt)}</Table.Td>
          <Table.Td>
            <RowActions
              name={app.name}
              viewPath={isPublicApp(app) ? appPath(app.slug) : undefined}
              editPath={`/admin/apps/edit/${app.id}`}
              onDelete={() => onDelete(app)}
            />
          </Table.Td>
        </>
      )}
    />
  );
}
