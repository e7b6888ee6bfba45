import { PUBLIC_PATHS } from '@studio/schemas';
import type { FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { ClassButton } from '../../components/ClassButton';
import { NoticeView } from '../../components/NoticeView';
import { SiteLink } from '../../components/SiteLink';
import { unavailableHead } from '../../head/siteHeads';
import { useMessages } from '../../messages/MessagesContext';
import { useCatalog } from '../../messages/useCatalog';
import { errorStatus } from '../../pageKit/errorStatus';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { usePageHead } from '../../pageKit/usePageHead';
import { useResponseStatus } from '../../pageKit/useResponseStatus';
import { UNSUBSCRIBE_CATALOG } from './unsubscribeCatalog';
import { unsubscribeLinkQuery } from './unsubscribeLinkQuery';
import { useUnsubscribe } from './useUnsubscribe';

function HomeButton() {
  return (
    <ClassButton component={SiteLink} to={PUBLIC_PATHS.home} look="default">
      {useMessages().t('common.backHome')}
    </ClassButton>
  );
}

/**
 * /subscriptions/unsubscribe/{token} (and under a language's prefix, where the e-mails in that language
 * lead): one button that takes the address off the list. Opening the link changes nothing (mail scanners open
 * links). Before the page comes to life the form posts the one-click body to the link itself, which
 * unsubscribes too.
 */
export function UnsubscribePage() {
  const token = useParams().token ?? '';
  const link = useSiteQuery(unsubscribeLinkQuery(token));
  const { t } = useCatalog(UNSUBSCRIBE_CATALOG);
  const { unsubscribe, isPending, result } = useUnsubscribe(token, t('page.failed'));
  const title = link.isError ? t('failed.title') : t('page.title');
  usePageHead((origin, site) => unavailableHead(origin, title, site));
  useResponseStatus(errorStatus(link.error));

  if (link.isPending) return null;
  if (link.isError) {
    return (
      <NoticeView icon="alert-circle" title={title} message={link.error.message} failed>
        <HomeButton />
      </NoticeView>
    );
  }
  const { listName, state } = result ?? link.data;
  if (state === 'unsubscribed') {
    return (
      <NoticeView icon="mail" title={t('done.title')} message={t('done.message', { listName })}>
        <HomeButton />
      </NoticeView>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) unsubscribe();
  };
  return (
    <NoticeView icon="mail" title={title} message={t('page.message', { listName })}>
      <form method="post" onSubmit={submit}>
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <ClassButton component="button" type="submit" look="filled" aria-busy={isPending}>
          {t('page.button')}
        </ClassButton>
      </form>
    </NoticeView>
  );
}
