import { Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** The centred button under a home page section that leads to the section's full page. */
export function SectionMoreLink({ to, children }: { to: string; children: string }) {
  return (
    <Group justify="center" mt={40}>
      <Button
        component={Link}
        to={to}
        size="md"
        variant="light"
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        {children}
      </Button>
    </Group>
  );
}
