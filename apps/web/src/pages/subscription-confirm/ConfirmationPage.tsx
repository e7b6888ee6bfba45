import { PUBLIC_PATHS, subscriptionUnsubscribePath } from '@studio/schemas';
import { useParams } from 'react-router-dom';
import { ClassButton } from '../../components/ClassButton';
import { NoticeView } from '../../components/NoticeView';
import { SiteLink } from '../../components/SiteLink';
import { SiteText } from '../../components/SiteText';
import { TextLink } from '../../components/TextLink';
import { unavailableHead } from '../../head/siteHeads';
import { useCatalog } from '../../messages/useCatalog';
import { useMessages } from '../../messages/MessagesContext';
import { errorStatus } from '../../pageKit/errorStatus';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { usePageHead } from '../../pageKit/usePageHead';
import { useResponseStatus } from '../../pageKit/useResponseStatus';
import { CONFIRMATION_CATALOG } from './confirmationCatalog';
import { confirmationQuery } from './confirmationQuery';

function HomeButton() {
  return (
    <ClassButton component={SiteLink} to={PUBLIC_PATHS.home} look="filled">
      {useMessages().t('common.backHome')}
    </ClassButton>
  );
}

/**
 * /subscriptions/confirm/{token} (and under a language's prefix, where the e-mail in that language leads):
 * says the address is confirmed (opening the link confirmed it), with the way out for a change of mind.
 */
export function ConfirmationPage() {
  const token = useParams().token ?? '';
  const confirmation = useSiteQuery(confirmationQuery(token));
  const { t } = useCatalog(CONFIRMATION_CATALOG);
  const title = confirmation.isError ? t('failed.title') : t('confirmed.title');
  usePageHead((origin, site) => unavailableHead(origin, title, site));
  useResponseStatus(errorStatus(confirmation.error));

  if (confirmation.isPending) return null;
  if (confirmation.isError) {
    return (
      <NoticeView icon="alert-circle" title={title} message={confirmation.error.message} failed>
        <HomeButton />
      </NoticeView>
    );
  }
  return (
    <NoticeView
      icon="mail"
      title={title}
      message={t('confirmed.message', { listName: confirmation.data.listName })}
    >
      <HomeButton />
      {/* The whole line is the link: a link inside text would need more than its colour to stand out. */}
      <SiteText size="sm">
        <TextLink to={subscriptionUnsubscribePath(confirmation.data.unsubscribeToken)}>
          {t('confirmed.unsubscribe')}
        </TextLink>
      </SiteText>
    </NoticeView>
  );
}
