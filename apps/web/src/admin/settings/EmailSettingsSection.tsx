import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../trpc';
import { messagesWaiting } from '../mail/mailWaiting';
import { FormSection } from '../shared/FormSection';
import { TestEmailForm } from './TestEmailForm';

export const EMAIL_SETTINGS_LOAD_ERROR = 'Failed to load the e-mail settings. Please try again.';

/** Settings → E-mail: who the site's e-mails come from, where they go out, and a test. */
export function EmailSettingsSection() {
  const settings = trpc.admin.mail.settings.useQuery();
  const data = settings.data;
  return (
    <FormSection
      title="E-mail"
      description={
        <>
          The site&apos;s e-mails wait in the{' '}
          <Anchor component={Link} to="/admin/outbox" underline="always">
            outbox
          </Anchor>{' '}
          until the SMTP server takes them. The sender, the server and the pace are set where the
          site runs (MAIL_FROM, SMTP_URL and MAIL_RATE_PER_SECOND).
        </>
      }
    >
      {settings.isError ? (
        <Text c="red.8" role="alert">
          {EMAIL_SETTINGS_LOAD_ERROR}
        </Text>
      ) : !data ? (
        <Skeleton height={60} />
      ) : (
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={140}>Sender</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{data.sender}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>SMTP server</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {data.smtpServer ??
                  `Not set up: ${messagesWaiting(data.waiting)}, to go out once the site runs with SMTP_URL.`}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Sending pace</Table.Th>
              <Table.Td>{`At most ${data.ratePerSecond} a second from each instance of the site`}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <TestEmailForm />
    </FormSection>
  );
}
