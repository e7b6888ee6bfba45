import { screen, within } from '@testing-library/react';
import { emailSettingsFixture, outboxMessageFixture, userFixture } from '../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../test/renderWithProviders';
import { trpcFailure } from '../../test/trpcFixtureLink';
import { NO_MESSAGES } from './OutboxTable';
import { OUTBOX_LOAD_ERROR, OutboxPage } from './OutboxPage';

function renderOutbox(trpcResponses: RenderOptions['trpcResponses'] = {}) {
  return renderWithProviders(<OutboxPage />, {
    route: '/admin/outbox',
    trpcResponses: {
      'auth.session': userFixture(),
      'admin.mail.settings': emailSettingsFixture(),
      'admin.mail.outbox': { messages: [], nextBefore: null },
      ...trpcResponses,
    },
  });
}

describe('the outbox', () => {
  it('lists each message with its recipient, subject, state, attempts and last error', async () => {
    renderOutbox({
      'admin.mail.outbox': {
        messages: [
          outboxMessageFixture({
            id: 2,
            to: 'busy@example.com',
            state: 'queued',
            attempts: 2,
            lastError: '451 Try again later',
          }),
          outboxMessageFixture({ id: 1, to: 'owner@example.com' }),
        ],
        nextBefore: null,
      },
    });
    const waiting = await screen.findByRole('row', { name: /busy@example\.com/ });
    expect(within(waiting).getByText('Test e-mail from Pixelwave Studio')).toBeInTheDocument();
    expect(within(waiting).getByText('Queued')).toBeInTheDocument();
    expect(within(waiting).getByText('2')).toBeInTheDocument();
    expect(within(waiting).getByText('451 Try again later')).toBeInTheDocument();
    const sent = screen.getByRole('row', { name: /owner@example\.com/ });
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).getByText('None')).toBeInTheDocument();
  });

  it('pages to older messages and back', async () => {
    const { user, trpcCalls } = renderOutbox({
      'admin.mail.outbox': ({ before }) =>
        before === undefined
          ? { messages: [outboxMessageFixture({ id: 9, to: 'new@example.com' })], nextBefore: 9 }
          : {
              messages: [outboxMessageFixture({ id: 3, to: 'old@example.com' })],
              nextBefore: null,
            },
    });
    expect(await screen.findByRole('row', { name: /new@example\.com/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer messages' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Older messages' }));
    expect(await screen.findByRole('row', { name: /old@example\.com/ })).toBeInTheDocument();
    expect(trpcCalls.at(-1)?.input).toEqual({ limit: 50, before: 9 });
    expect(screen.getByRole('button', { name: 'Older messages' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Newer messages' }));
    expect(await screen.findByRole('row', { name: /new@example\.com/ })).toBeInTheDocument();
  });

  it('says so when there are no messages', async () => {
    renderOutbox();
    expect(await screen.findByText(NO_MESSAGES)).toBeInTheDocument();
  });

  it('says how many messages wait while e-mail is not set up', async () => {
    renderOutbox({ 'admin.mail.settings': emailSettingsFixture({ smtpServer: null, waiting: 1 }) });
    expect(await screen.findByText('E-mail is not set up: 1 messages waiting')).toBeInTheDocument();
  });

  it('offers to try again when the outbox cannot be loaded', async () => {
    renderOutbox({ 'admin.mail.outbox': trpcFailure('Database down', 'INTERNAL_SERVER_ERROR') });
    expect(await screen.findByText(OUTBOX_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
