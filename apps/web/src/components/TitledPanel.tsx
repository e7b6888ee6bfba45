import { Paper, Stack, Text, Title, type TitleOrder, type TitleSize } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface TitledPanelProps {
  /** The heading's id, which labels the panel. */
  id: string;
  title: string;
  /** A line on what the panel is for, under its title. */
  description: string;
  headingOrder: TitleOrder;
  headingSize: TitleSize;
  /** Makes the panel a form (checked by its own rules, not the browser's) that submits to this. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A bordered section with its title and a line on what it is for (a sign-in step, a part of the Account screen). */
export function TitledPanel({
  id,
  title,
  description,
  headingOrder,
  headingSize,
  onSubmit,
  children,
}: TitledPanelProps) {
  const content = (
    <Stack>
      <div>
        <Title order={headingOrder} size={headingSize} id={id}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </div>
      {children}
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby={id}>
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {content}
        </form>
      ) : (
        content
      )}
    </Paper>
  );
}
