import { SiteTitle } from './SiteTitle';
import classes from './SectionHeading.module.css';

interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  description?: string;
  id?: string;
  /** The heading's level: h2 unless said. */
  order?: 1 | 2 | 3;
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
    <div className={classes.heading}>
      <p className={classes.eyebrow}>{eyebrow}</p>
      <SiteTitle order={order} id={id}>
        {title}
      </SiteTitle>
      {description && <p className={classes.description}>{description}</p>}
    </div>
  );
}
