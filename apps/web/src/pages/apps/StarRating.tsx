import { ScreenReaderText } from '../../components/ScreenReaderText';
import { SiteIcon } from '../../icons/SiteIcon';
import { STAR_RATING, STAR_RATING_WIDTH } from '../../icons/siteIcons';
import classes from './AppCard.module.css';
import { useCatalog } from '../../messages/useCatalog';
import { APPS_CATALOG } from './appsCatalog';

/** The cards' fixed five-star rating (spec), read out as text. */
export function StarRating() {
  const { t } = useCatalog(APPS_CATALOG);
  return (
    <div className={classes.stars}>
      <SiteIcon name={STAR_RATING.name} size={STAR_RATING.starSize} width={STAR_RATING_WIDTH} />
      <ScreenReaderText>{t('card.rating', { stars: STAR_RATING.stars })}</ScreenReaderText>
    </div>
  );
}
