import { Group, Paper, SimpleGrid, Skeleton, Text, type SimpleGridProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconTile } from '../../components/IconTile';

export interface StatTile {
  id: string;
  label: string;
  icon: Icon;
  /** The figure; null while it loads. */
  value: string | number | null;
}

const SIZES = {
  // The dashboard's four counts.
  lg: { figure: 32, icon: 44, glyph: 24 },
  // A report's totals, above its chart.
  md: { figure: 28, icon: 40, glyph: 22 },
};

interface StatTilesProps {
  tiles: readonly StatTile[];
  cols: SimpleGridProps['cols'];
  size: keyof typeof SIZES;
  /** Each figure's test id is this prefix and the tile's id, e.g. stat-totalApps. */
  testIdPrefix: string;
  mb?: SimpleGridProps['mb'];
}

/** Figures side by side, each labelled, with its icon. */
export function StatTiles({ tiles, cols, size, testIdPrefix, mb }: StatTilesProps) {
  const { figure, icon, glyph } = SIZES[size];
  return (
    <SimpleGrid cols={cols} mb={mb}>
      {tiles.map(({ id, label, icon: TileIcon, value }) => (
        <Paper key={id} withBorder radius="md" p="md" component="section" aria-label={label}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed" fw={500}>
                {label}
              </Text>
              {value === null ? (
                <Skeleton height={figure + 6} width={48} mt={2} />
              ) : (
                <Text fz={figure} fw={700} lh={1.2} data-testid={`${testIdPrefix}-${id}`}>
                  {value}
                </Text>
              )}
            </div>
            <IconTile size={icon} radius="md" variant="light" aria-hidden>
              <TileIcon size={glyph} />
            </IconTile>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
