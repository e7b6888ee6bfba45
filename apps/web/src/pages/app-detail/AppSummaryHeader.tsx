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
import { useMessages } from '../../messages/MessagesContext';
import { APP_DOCUMENT_TEXTS } from '../app-document/appDocumentTexts';
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
  const { t } = useMessages();
  return (
    <div className={`${classes.row} ${classes.summary}`}>
      <ImageWithFallback
        src={app.icon}
        resizableWidth={resizableWidth(app.images, app.icon)}
        alt={`${app.name} icon`}
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
              Featured
            </ClassBadge>
          )}
          {app.comingSoon && (
            <ClassBadge look="magenta" size="lg">
              Coming soon
            </ClassBadge>
          )}
        </div>
        {app.comingSoon && app.expectedLaunch && (
          <div className={`${classes.row} ${classes.updated}`}>
            <SiteIcon name="clock" size={16} />
            <SiteText size="sm">{`Expected launch: ${app.expectedLaunch}`}</SiteText>
          </div>
        )}
        <div className={`${classes.row} ${classes.updated}`}>
          <SiteIcon name="calendar" size={16} />
          <SiteText size="sm">
            {t('app.lastUpdated')} <time dateTime={app.updatedAt}>{longDate(app.updatedAt)}</time>
          </SiteText>
        </div>
        <div className={`${classes.row} ${classes.links}`}>
          <StoreBadges app={app} />
          {APP_DOCUMENT_KINDS.filter((kind) => appDocumentText(app, kind)).map((kind) => {
            const { linkLabel, linkIcon } = APP_DOCUMENT_TEXTS[kind];
            return (
              <TextLink
                key={kind}
                to={appDocumentPath(app.slug, kind)}
                className={classes.legalLink}
              >
                <SiteIcon name={linkIcon} size={16} />
                {` ${linkLabel}`}
              </TextLink>
            );
          })}
          {app.pressKitEnabled && (
            <TextLink to={appPressPath(app.slug)} className={classes.legalLink}>
              <SiteIcon name="news" size={16} />
              {' Press kit'}
            </TextLink>
          )}
        </div>
      </div>
    </div>
  );
}
