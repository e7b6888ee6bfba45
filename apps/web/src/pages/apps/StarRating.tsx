import { ScreenReaderText } from '../../components/ScreenReaderText';
import { SiteIcon } from '../../icons/SiteIcon';
import { STAR_RATING, STAR_RATING_WIDTH } from '../../icons/siteIcons';
import classes from './AppCard.module.css';

/** The cards' fixed five-star rating (spec), read out as text. */
export function StarRating() {
  return (
    <div className={classes.stars}>
      <SiteIcon name={STAR_RATING.name} size={STAR_RATING.starSize} width={STAR_RATING_WIDTH} />
      <ScreenReaderText>{`Rated ${STAR_RATING.stars} out of 5`}</ScreenReaderText>
    </div>
  );
}
