import { PUBLIC_PATHS, subscriptionUnsubscribePath } from '@studio/schemas';
import { useParams } from 'react-router-dom';
import { ClassButton } from '../../components/ClassButton';
import { NoticeView } from '../../components/NoticeView';
import { SiteLink } from '../../components/SiteLink';
import { SiteText } from '../../components/SiteText';
import { TextLink } from '../../components/TextLink';
import { unavailableHead } from '../../head/siteHeads';
import { errorStatus } from '../../pageKit/errorStatus';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { usePageHead } from '../../pageKit/usePageHead';
import { useResponseStatus } from '../../pageKit/useResponseStatus';
import { confirmationQuery } from './confirmationQuery';

const CONFIRMED_TITLE = 'Subscription confirmed';
const FAILED_TITLE = 'Link not valid';

function HomeButton() {
  return (
    <ClassButton component={SiteLink} to={PUBLIC_PATHS.home} look="filled">
      Back to Home
    </ClassButton>
  );
}

/**
 * /subscriptions/confirm/{token}: says the address is confirmed (opening the link confirmed it), with the way
 * out for a change of mind.
 */
export function ConfirmationPage() {
  const token = useParams().token ?? '';
  const confirmation = useSiteQuery(confirmationQuery(token));
  usePageHead((origin, site) =>
    unavailableHead(origin, confirmation.isError ? FAILED_TITLE : CONFIRMED_TITLE, site),
  );
  useResponseStatus(errorStatus(confirmation.error));

  if (confirmation.isPending) return null;
  if (confirmation.isError) {
    return (
      <NoticeView
        icon="alert-circle"
        title={FAILED_TITLE}
        message={confirmation.error.message}
        failed
      >
        <HomeButton />
      </NoticeView>
    );
  }
  return (
    <NoticeView
      icon="mail"
      title={CONFIRMED_TITLE}
      message={`Your address is confirmed: you will receive ${confirmation.data.listName}. Every e-mail has a link to unsubscribe.`}
    >
      <HomeButton />
      {/* The whole line is the link: a link inside text would need more than its colour to stand out. */}
      <SiteText size="sm">
        <TextLink to={subscriptionUnsubscribePath(confirmation.data.unsubscribeToken)}>
          Changed your mind? Unsubscribe
        </TextLink>
      </SiteText>
    </NoticeView>
  );
}
