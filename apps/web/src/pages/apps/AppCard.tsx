import type { TitleOrder } from '@mantine/core';
import { ImageWithFallback } from '@studio/ui';
import { SiteLink } from '../../components/SiteLink';
import { appPath, type AppCard as AppCardData } from '@studio/schemas';
import { ClassBadge } from '../../components/ClassBadge';
import { StarRating } from './StarRating';
import classes from './AppCard.module.css';
import { SiteIcon } from '../../icons/SiteIcon';
import { useCatalog } from '../../messages/useCatalog';
import { APPS_CATALOG } from './appsCatalog';

interface AppCardProps {
  app: AppCardData;
  headingOrder?: TitleOrder;
}

/**
 * An app in a grid; the whole card opens the app's page (through its title link). Laid out by its
 * stylesheet's classes rather than Mantine's layout components, whose props become a style attribute on
 * every element of every card.
 */
export function AppCard({ app, headingOrder = 3 }: AppCardProps) {
  const Heading = `h${headingOrder}` as const;
  const { t } = useCatalog(APPS_CATALOG);
  return (
    <div className={classes.card} data-featured={app.featured || undefined}>
      <div className={classes.top}>
        <ImageWithFallback
          src={app.icon}
          resizableWidth={app.iconWidth}
          alt={t('card.iconAlt', { name: app.name })}
          width={72}
          height={72}
          className={classes.icon}
          boxFromClassName
        />
        <div className={classes.badges}>
          {app.featured && (
            <ClassBadge look="gradient" leftSection={<SiteIcon name="sparkles" size={12} />}>
              {t('card.featured')}
            </ClassBadge>
          )}
          {app.comingSoon && (
            <ClassBadge look="magenta" leftSection={<SiteIcon name="clock" size={12} />}>
              {t('card.comingSoon')}
            </ClassBadge>
          )}
          <ClassBadge look="aqua">{t('category.name', { category: app.category })}</ClassBadge>
        </div>
      </div>
      <div>
        <Heading className={classes.title}>
          <SiteLink to={appPath(app.slug)} className={classes.link}>
            {app.name}
          </SiteLink>
        </Heading>
        <p className={classes.description}>{app.shortDescription}</p>
      </div>
      <div className={classes.footer}>
        {/* An app not out yet has no rating: its card says when it is expected instead. */}
        {app.comingSoon ? (
          <p className={classes.expected}>
            {app.expectedLaunch
              ? t('card.expected', { when: app.expectedLaunch })
              : t('card.launchingSoon')}
          </p>
        ) : (
          <StarRating />
        )}
        <div className={classes.views}>
          <SiteIcon name="eye" size={16} />
          <p className={classes.viewCount}>{t('card.views', { count: app.views })}</p>
        </div>
      </div>
    </div>
  );
}
