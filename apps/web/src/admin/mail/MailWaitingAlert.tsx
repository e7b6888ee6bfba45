import { Alert, Anchor } from '@mantine/core';
import { IconMailPause } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { trpc } from '../../trpc';
import { isMailStuck, mailWaitingText } from './mailWaiting';

/** Says, while no SMTP server is set, how many messages wait; nothing otherwise. */
export function MailWaitingAlert({ linkToOutbox = false }: { linkToOutbox?: boolean }) {
  const settings = trpc.admin.mail.settings.useQuery();
  if (!settings.data || !isMailStuck(settings.data)) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconMailPause aria-hidden />}
      title={mailWaitingText(settings.data.waiting)}
      mb="xl"
    >
      Set SMTP_URL and restart the site to send them; they go out then.{' '}
      {linkToOutbox && (
        <Anchor component={Link} to="/admin/outbox" underline="always">
          See the outbox
        </Anchor>
      )}
    </Alert>
  );
}
