import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
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
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'player@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Email required')).not.toBeInTheDocument());
  });

  it('thanks the subscriber, clears the field and makes no request', async () => {
    const { user, trpcCalls } = renderWithProviders(<NewsletterForm />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(field, 'player@example.com{Enter}');

    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(
      screen.getByText("You'll receive updates on new releases and exclusive offers."),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(trpcCalls).toHaveLength(0);
  });
});
