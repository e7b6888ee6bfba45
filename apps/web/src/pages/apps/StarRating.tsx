import { VisuallyHidden } from '@mantine/core';
import { APP_CARD_SYMBOLS, STAR_ROW_WIDTH, STARS } from './AppCardSymbols';
import classes from './AppCard.module.css';

/** The cards' fixed five-star rating (spec), read out as text; the stars are AppCardSymbols'. */
export function StarRating() {
  return (
    <div className={classes.stars}>
      <svg width={STAR_ROW_WIDTH} height={16} aria-hidden>
        <use href={`#${APP_CARD_SYMBOLS.stars}`} />
      </svg>
      <VisuallyHidden>Rated {STARS} out of 5</VisuallyHidden>
    </div>
  );
}
