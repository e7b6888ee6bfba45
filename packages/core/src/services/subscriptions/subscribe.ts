import type { EntityManager } from '@mikro-orm/postgresql';
import { CONFIRM_URL, mailListName, mailPath, subscriptionConfirmationMail } from '@studio/mail';
import {
  CONFIRMATION_DAYS,
  NEWS_LIST,
  SUBSCRIPTION_MESSAGES,
  subscriptionConfirmPath,
  type LocaleCode,
  type SubscriptionAccepted,
  type subscriptionInputSchema,
} from '@studio/schemas';
import type { z } from 'zod';
import type { Context } from '../../context';
import { fieldInvalid } from '../../errors';
import { readLocales } from '../locales';
import { queueMail } from '../mail/queueMail';
import { findList, type MailingList } from './mailingLists';
import { mailLanguageOf, signUpLocale } from './subscriberLanguage';
import { countSubscription } from './subscriptionThrottle';
import { confirmTokenHash, newSubscriptionToken } from './subscriptionTokens';

/** The outbox's batch of confirmation e-mails. */
export const CONFIRMATION_PURPOSE = 'confirmation';

/**
 * Adds the address to the list waiting for its confirmation, or asks a waiting or unsubscribed one to confirm
 * again, in one statement (two requests at once make one row): a new token, valid CONFIRMATION_DAYS. Nothing
 * for a confirmed address, nor for one asked less than a day ago. Answers the new token, or null.
 */
async function issueConfirmation(
  tx: EntityManager,
  email: string,
  list: MailingList,
  locale: LocaleCode,
): Promise<string | null> {
  const token = newSubscriptionToken();
  const issued = await tx.execute<{ id: number }[]>(
    `insert into subscribers as s (email, app_id, unsubscribe_token, confirm_token_hash,
                                   confirm_expires_at, confirmation_sent_at, locale)
     values (?, ?, ?, ?, now() + make_interval(days => ?), now(), ?)
     on conflict (email, (coalesce(app_id, 0))) do update set
       state = 'waiting',
       locale = excluded.locale,
       confirm_token_hash = excluded.confirm_token_hash,
       confirm_expires_at = excluded.confirm_expires_at,
       confirmation_sent_at = excluded.confirmation_sent_at,
       confirmed_at = null
     where s.state <> 'confirmed'
       and (s.confirmation_sent_at is null or s.confirmation_sent_at <= now() - interval '1 day')
     returning s.id`,
    [email, list.appId, newSubscriptionToken(), confirmTokenHash(token), CONFIRMATION_DAYS, locale],
  );
  return issued.length ? token : null;
}

type SubscriptionRequest = z.output<typeof subscriptionInputSchema>;

/**
 * A request to join a list (double opt-in): the address waits for its confirmation e-mail, queued in the same
 * transaction, in the language of the page it signed up on (kept for its later e-mails). Answers the same for every valid address, new, waiting or confirmed, so that nobody learns who
 * is on a list; a request that fills the honeypot field is a bot's: the same answer, nothing stored.
 */
export async function subscribe(
  ctx: Context,
  request: SubscriptionRequest,
): Promise<SubscriptionAccepted> {
  if (request.website) return {};
  const list = await findList(ctx.em, request.app ?? NEWS_LIST);
  if (!list) throw fieldInvalid('app', SUBSCRIPTION_MESSAGES.unknownApp);
  await countSubscription(ctx.em, ctx.clientIp, request.email);
  const site = await readLocales(ctx.em);
  const locale = signUpLocale(site, request.locale);
  const language = mailLanguageOf(site, locale);
  // Rendered whatever the address's state, so that the answer takes about as long for every address.
  const content = await subscriptionConfirmationMail(
    ctx.siteOrigin,
    mailListName(locale, list.appName),
    language,
  );
  await ctx.em.transactional(async (tx) => {
    const token = await issueConfirmation(tx, request.email, list, locale);
    if (!token) return;
    const confirmUrl = `${ctx.siteOrigin}${mailPath(language, subscriptionConfirmPath(token))}`;
    await queueMail(
      tx,
      content,
      [{ to: request.email, personalValues: { [CONFIRM_URL]: confirmUrl } }],
      CONFIRMATION_PURPOSE,
    );
  });
  return {};
}
