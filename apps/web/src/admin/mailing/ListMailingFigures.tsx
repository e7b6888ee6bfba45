import { Text } from '@mantine/core';
import type { ListMailing } from '@studio/schemas';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A list's size and how the item's e-mail to it went, as the app and post forms show them: "Star Garden
 * launch news: 120 confirmed, 4 waiting for confirmation." then, once queued, "Launch e-mail: 118 sent,
 * 2 failed, 0 waiting."
 */
export function ListMailingFigures({
  mailing,
  mailLabel,
}: {
  mailing: ListMailing | undefined;
  /** What the e-mail is called: "Launch e-mail", "This post's e-mail". */
  mailLabel: string;
}) {
  if (!mailing) return null;
  const { list, mail } = mailing;
  return (
    <div role="status" aria-label={`${list.listName} figures`}>
      <Text size="sm">
        {`${list.listName}: ${list.confirmed} confirmed, ${plural(list.waiting, 'address', 'addresses')} waiting for confirmation.`}
      </Text>
      {mail && (
        <Text size="sm">
          {`${mailLabel}: ${mail.sent} sent, ${mail.failed} failed, ${mail.waiting} waiting in the outbox.`}
        </Text>
      )}
    </div>
  );
}
