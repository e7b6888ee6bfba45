import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import classes from './SectionHeading.module.css';

interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  description?: string;
  id?: string;
  order?: TitleOrder;
}

/**
 * A section's kicker, bold title and one-line description: Mantine's Stack, Text and Title as they render,
 * their variables set by this stylesheet's classes instead of a style attribute on each element.
 */
export function SectionHeading({
  eyebrow,
  title,
  description,
  id,
  order = 2,
}: SectionHeadingProps) {
  const Heading = `h${order}` as const;
  return (
    <div className={`${classes.heading} ${Stack.classes.root}`}>
      <p className={`mantine-focus-auto ${classes.eyebrow} ${Text.classes.root}`}>{eyebrow}</p>
      <Heading className={`${classes.title} ${Title.classes.root}`} data-order={order} id={id}>
        {title}
      </Heading>
      {description && (
        <p
          className={`mantine-focus-auto ${classes.description} ${Text.classes.root}`}
          data-size="lg"
        >
          {description}
        </p>
      )}
    </div>
  );
}
