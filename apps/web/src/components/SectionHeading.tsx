import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import classes from './SectionHeading.module.css';

interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  description?: string;
  id?: string;
  order?: TitleOrder;
}

/** A section's kicker, bold title and one-line description. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  id,
  order = 2,
}: SectionHeadingProps) {
  return (
    <Stack gap={8} mb="xl">
      <Text className={classes.eyebrow} fz="sm" fw={800}>
        {eyebrow}
      </Text>
      <Title order={order} id={id}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="lg" maw={680}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
