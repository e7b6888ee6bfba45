import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** The responsive 1/2/3-column grid shared by app and blog cards (and their skeletons). */
export function CardGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy={busy || undefined}>
      {children}
    </SimpleGrid>
  );
}
