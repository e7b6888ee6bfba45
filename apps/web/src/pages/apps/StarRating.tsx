import { Group, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

const STARS = 5;

/** The cards' fixed five-star rating (spec), read out as text. */
export function StarRating() {
  return (
    <Group gap={2}>
      {Array.from({ length: STARS }, (_, index) => (
        <IconStarFilled key={index} size={16} color="#f59f00" aria-hidden />
      ))}
      <VisuallyHidden>Rated {STARS} out of 5</VisuallyHidden>
    </Group>
  );
}
