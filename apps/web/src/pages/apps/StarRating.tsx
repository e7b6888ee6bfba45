import { VisuallyHidden } from '@mantine/core';
import { SiteIcon } from '../../icons/SiteIcon';
import { STAR_RATING, STAR_RATING_WIDTH } from '../../icons/siteIcons';
import classes from './AppCard.module.css';

/** The cards' fixed five-star rating (spec), read out as text. */
export function StarRating() {
  return (
    <div className={classes.stars}>
      <SiteIcon name={STAR_RATING.name} size={STAR_RATING.starSize} width={STAR_RATING_WIDTH} />
      <VisuallyHidden>{`Rated ${STAR_RATING.stars} out of 5`}</VisuallyHidden>
    </div>
  );
}
