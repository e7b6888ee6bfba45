import { Table, Text } from '@mantine/core';
import { type Analytics, appPath } from '@studio/schemas';
import { Link } from 'react-router-dom';
import { formatClicksPerView } from './clicksPerView';

const SHOWN = 10;

/** The most viewed apps, with their store clicks and clicks per view. */
export function TopAppsTable({ apps }: { apps: Analytics['apps'] }) {
  if (apps.length === 0) return <Text c="dimmed">No apps yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table aria-label="Top apps" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>App</Table.Th>
            <Table.Th ta="right">Views</Table.Th>
            <Table.Th ta="right">Store clicks</Table.Th>
            <Table.Th ta="right">Clicks per view</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apps.slice(0, SHOWN).map((app) => (
            <Table.Tr key={app.id}>
              <Table.Td>
                <Link to={appPath(app.slug)}>{app.name}</Link>
              </Table.Td>
              <Table.Td ta="right">{app.views}</Table.Td>
              <Table.Td ta="right">{app.storeClicks}</Table.Td>
              <Table.Td ta="right">{formatClicksPerView(app.storeClicks, app.views)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
