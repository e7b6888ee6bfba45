import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { trpcFailure } from '../test/trpcFixtureLink';
import { NewsletterForm } from './NewsletterForm';

describe('NewsletterForm', () => {
  const fetchSpy = jest.fn();
  beforeEach(() => {
    fetchSpy.mockReset();
    global.fetch = fetchSpy;
  });

  it('asks for an address when the field is empty', async () => {
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
  });

  it('rejects an address that does not look like one and keeps it for correction', async () => {
    const { user } = renderWithProviders(<NewsletterForm />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(field, 'player@nowhere');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(field).toHaveValue('player@nowhere');
  });

  it('replaces the shown message with the newest one instead of queueing it', async () => {
    const { user } = renderWithProviders(<NewsletterForm />, {
      trpcResponses: { 'subscriptions.subscribe': {} },
    });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'player@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Email required')).not.toBeInTheDocument());
  });

  it('subscribes the address, then thanks the subscriber and clears the field', async () => {
    const { user, trpcCalls } = renderWithProviders(<NewsletterForm />, {
      trpcResponses: { 'subscriptions.subscribe': {} },
    });
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(field, ' player@example.com {Enter}');

    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(
      screen.getByText("You'll receive updates on new releases and exclusive offers."),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(trpcCalls).toEqual([
      expect.objectContaining({
        path: 'subscriptions.subscribe',
        input: { email: 'player@example.com' },
      }),
    ]);
  });

  it('makes no call for an address the form refuses', async () => {
    const { user, trpcCalls } = renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'player{Enter}');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(trpcCalls).toHaveLength(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the address as the form's own", async () => {
    const { user } = renderWithProviders(<NewsletterForm />, {
      trpcResponses: {
        'subscriptions.subscribe': trpcFailure('Validation failed', 'BAD_REQUEST', {
          email: ['Please enter a valid email address.'],
        }),
      },
    });
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(field, 'player@example.c{Enter}');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(field).toHaveValue('player@example.c');
  });

  it("says why another failure happened, in the server's words", async () => {
    const { user } = renderWithProviders(<NewsletterForm />, {
      trpcResponses: {
        'subscriptions.subscribe': trpcFailure('Too many subscriptions.', 'TOO_MANY_REQUESTS'),
      },
    });
    await user.type(
      screen.getByRole('textbox', { name: 'Email address' }),
      'player@example.com{Enter}',
    );
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Too many subscriptions.')).toBeInTheDocument();
  });

  it('sends the hidden field a bot filled, for the server to ignore the request', async () => {
    const { container, user, trpcCalls } = renderWithProviders(<NewsletterForm />, {
      trpcResponses: { 'subscriptions.subscribe': {} },
    });
    await user.type(container.querySelector('input[name="website"]')!, 'https://spam.example');
    await user.type(
      screen.getByRole('textbox', { name: 'Email address' }),
      'bot@example.com{Enter}',
    );
    await screen.findByText('Thanks for subscribing!');
    expect(trpcCalls[0]).toMatchObject({
      input: { email: 'bot@example.com', website: 'https://spam.example' },
    });
  });
});
