import { PUBLIC_PATHS } from '@studio/schemas';
import type { FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { ClassButton } from '../../components/ClassButton';
import { NoticeView } from '../../components/NoticeView';
import { SiteLink } from '../../components/SiteLink';
import { unavailableHead } from '../../head/siteHeads';
import { errorStatus } from '../../pageKit/errorStatus';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { usePageHead } from '../../pageKit/usePageHead';
import { useResponseStatus } from '../../pageKit/useResponseStatus';
import { unsubscribeLinkQuery } from './unsubscribeLinkQuery';
import { useUnsubscribe } from './useUnsubscribe';

const PAGE_TITLE = 'Unsubscribe';
const DONE_TITLE = 'You are unsubscribed';
const FAILED_TITLE = 'Link not valid';

function HomeButton() {
  return (
    <ClassButton component={SiteLink} to={PUBLIC_PATHS.home} look="default">
      Back to Home
    </ClassButton>
  );
}

/**
 * /subscriptions/unsubscribe/{token}: one button that takes the address off the list. Opening the link changes
 * nothing (mail scanners open links). Before the page comes to life the form posts the one-click body to the
 * link itself, which unsubscribes too.
 */
export function UnsubscribePage() {
  const token = useParams().token ?? '';
  const link = useSiteQuery(unsubscribeLinkQuery(token));
  const { unsubscribe, isPending, result } = useUnsubscribe(token);
  usePageHead((origin, site) =>
    unavailableHead(origin, link.isError ? FAILED_TITLE : PAGE_TITLE, site),
  );
  useResponseStatus(errorStatus(link.error));

  if (link.isPending) return null;
  if (link.isError) {
    return (
      <NoticeView icon="alert-circle" title={FAILED_TITLE} message={link.error.message} failed>
        <HomeButton />
      </NoticeView>
    );
  }
  const subscription = result ?? link.data;
  if (subscription.state === 'unsubscribed') {
    return (
      <NoticeView
        icon="mail"
        title={DONE_TITLE}
        message={`This address will not receive ${subscription.listName} any more.`}
      >
        <HomeButton />
      </NoticeView>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) unsubscribe();
  };
  return (
    <NoticeView
      icon="mail"
      title={PAGE_TITLE}
      message={`Stop receiving ${subscription.listName}? One click, and this address gets no more of its e-mails.`}
    >
      <form method="post" onSubmit={submit}>
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <ClassButton component="button" type="submit" look="filled" aria-busy={isPending}>
          Unsubscribe
        </ClassButton>
      </form>
    </NoticeView>
  );
}
