import { screen } from '@testing-library/react';
import { PageLocaleContext } from '../../../pageKit/pageLocale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { trpcFailure } from '../../../test/trpcFixtureLink';
import { NotifyAtLaunchForm } from './NotifyAtLaunchForm';

type Responses = Parameters<typeof renderWithProviders>[1];

function renderForm(options: Responses = {}) {
  const rendered = renderWithProviders(
    <NotifyAtLaunchForm appName="Star Garden" appSlug="star-garden" />,
    options,
  );
  return {
    ...rendered,
    field: screen.getByRole('textbox', { name: 'Email address' }),
    submit: () => rendered.user.click(screen.getByRole('button', { name: 'Notify me at launch' })),
  };
}

describe('the "Notify me at launch" form', () => {
  it('asks for an address when the field is empty, as the newsletter form does', async () => {
    const { submit, trpcCalls } = renderForm();
    await submit();
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(trpcCalls).toHaveLength(0);
  });

  it('refuses an address that does not look like one and keeps it for correction', async () => {
    const { field, submit, user, trpcCalls } = renderForm();
    await user.type(field, 'player@nowhere');
    await submit();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(field).toHaveValue('player@nowhere');
    expect(trpcCalls).toHaveLength(0);
  });

  it("signs the address up for the app's launch list with the footer's call, and clears the field", async () => {
    const { field, user, trpcCalls } = renderForm({
      trpcResponses: { 'subscriptions.subscribe': {} },
    });
    await user.type(field, ' player@example.com {Enter}');

    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(
      screen.getByText('Confirm your address and we will e-mail you the day it launches.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(trpcCalls).toEqual([
      expect.objectContaining({
        path: 'subscriptions.subscribe',
        input: { email: 'player@example.com', app: 'star-garden' },
      }),
    ]);
  });

  it('signs up in the language of the German page it is on', async () => {
    const { user, trpcCalls } = renderWithProviders(
      <PageLocaleContext.Provider value="de">
        <NotifyAtLaunchForm appName="Star Garden" appSlug="star-garden" />
      </PageLocaleContext.Provider>,
      { trpcResponses: { 'subscriptions.subscribe': {} } },
    );
    await user.type(screen.getByRole('textbox'), 'spieler@example.com{Enter}');
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(trpcCalls).toEqual([
      expect.objectContaining({
        path: 'subscriptions.subscribe',
        input: { email: 'spieler@example.com', app: 'star-garden', locale: 'de' },
      }),
    ]);
  });

  it("reads the server's refusal of the address as the form's own", async () => {
    const { field, submit, user } = renderForm({
      trpcResponses: {
        'subscriptions.subscribe': trpcFailure('Validation failed', 'BAD_REQUEST', {
          email: ['Please enter a valid email address.'],
        }),
      },
    });
    await user.type(field, 'player@example.c0m');
    await submit();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(field).toHaveValue('player@example.c0m');
  });

  it("says why another failure happened, in the server's words", async () => {
    const { field, submit, user } = renderForm({
      trpcResponses: {
        'subscriptions.subscribe': trpcFailure('Too many subscriptions.', 'TOO_MANY_REQUESTS'),
      },
    });
    await user.type(field, 'player@example.com');
    await submit();
    expect(await screen.findByText('Could not sign you up')).toBeInTheDocument();
    expect(screen.getByText('Too many subscriptions.')).toBeInTheDocument();
  });
});
