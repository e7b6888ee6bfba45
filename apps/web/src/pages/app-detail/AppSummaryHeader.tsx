import {
  APP_DOCUMENT_KINDS,
  appDocumentPath,
  appDocumentText,
  appPressPath,
  type App,
  resizableWidth,
} from '@studio/schemas';
import { ImageWithFallback } from '@studio/ui';
import { useLongDate } from '../../format/useLongDate';
import { textAround } from '../../messages/textAround';
import { useCatalog } from '../../messages/useCatalog';
import { APP_DOCUMENTS } from '../app-document/appDocuments';
import { APP_CATALOG } from './appCatalog';
import { StoreBadges } from './StoreBadges';
import classes from './AppDetailPage.module.css';
import { SiteIcon } from '../../icons/SiteIcon';
import { ClassBadge } from '../../components/ClassBadge';
import { TextLink } from '../../components/TextLink';
import { SiteText } from '../../components/SiteText';
import { SiteTitle } from '../../components/SiteTitle';

/**
 * Icon, name, category, last update, the store buttons, the app's legal links and its press kit; a coming-soon
 * app's badge and expected launch.
 */
export function AppSummaryHeader({ app }: { app: App }) {
  const longDate = useLongDate();
  const { t } = useCatalog(APP_CATALOG);
  const [updatedBefore, updatedAfter] = textAround((date) => t('summary.lastUpdated', { date }));
  return (
    <div className={`${classes.row} ${classes.summary}`}>
      <ImageWithFallback
        src={app.icon}
        resizableWidth={resizableWidth(app.images, app.icon)}
        alt={t('summary.iconAlt', { name: app.name })}
        width={128}
        height={128}
        radius={28}
        loading="eager"
        className={classes.icon}
      />
      <div className={`${classes.stack} ${classes.details}`}>
        <SiteTitle order={1}>{app.name}</SiteTitle>
        <div className={`${classes.row} ${classes.badges}`}>
          <ClassBadge look="aqua" size="lg">
            {app.category}
          </ClassBadge>
          {app.featured && (
            <ClassBadge look="gradient" size="lg">
              {t('summary.featured')}
            </ClassBadge>
          )}
          {app.comingSoon && (
            <ClassBadge look="magenta" size="lg">
              {t('summary.comingSoon')}
            </ClassBadge>
          )}
        </div>
        {app.comingSoon && app.expectedLaunch && (
          <div className={`${classes.row} ${classes.updated}`}>
            <SiteIcon name="clock" size={16} />
            <SiteText size="sm">
              {t('summary.expectedLaunch', { when: app.expectedLaunch })}
            </SiteText>
          </div>
        )}
        <div className={`${classes.row} ${classes.updated}`}>
          <SiteIcon name="calendar" size={16} />
          <SiteText size="sm">
            {updatedBefore}
            <time dateTime={app.updatedAt}>{longDate(app.updatedAt)}</time>
            {updatedAfter}
          </SiteText>
        </div>
        <div className={`${classes.row} ${classes.links}`}>
          <StoreBadges app={app} />
          {APP_DOCUMENT_KINDS.filter((kind) => appDocumentText(app, kind)).map((kind) => {
            const { linkIcon } = APP_DOCUMENTS[kind];
            return (
              <TextLink
                key={kind}
                to={appDocumentPath(app.slug, kind)}
                className={classes.legalLink}
              >
                <SiteIcon name={linkIcon} size={16} />
                {` ${t(`documentLink.${kind}`)}`}
              </TextLink>
            );
          })}
          {app.pressKitEnabled && (
            <TextLink to={appPressPath(app.slug)} className={classes.legalLink}>
              <SiteIcon name="news" size={16} />
              {` ${t('summary.pressKit')}`}
            </TextLink>
          )}
        </div>
      </div>
    </div>
  );
}
