import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { NotifyAtLaunchForm } from './NotifyAtLaunchForm';

const fetchSpy = jest.fn();
beforeEach(() => {
  fetchSpy.mockReset();
  globalThis.fetch = fetchSpy;
});

function renderForm() {
  const rendered = renderWithProviders(
    <NotifyAtLaunchForm appName="Star Garden" appSlug="star-garden" />,
  );
  return {
    ...rendered,
    field: screen.getByRole('textbox', { name: 'Email address' }),
    submit: () => rendered.user.click(screen.getByRole('button', { name: 'Notify me at launch' })),
  };
}

describe('the "Notify me at launch" form', () => {
  it('asks for an address when the field is empty, as the newsletter form does', async () => {
    const { submit } = renderForm();
    await submit();
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses an address that does not look like one and keeps it for correction', async () => {
    const { field, submit, user } = renderForm();
    await user.type(field, 'player@nowhere');
    await submit();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(field).toHaveValue('player@nowhere');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("signs the address up for the app's launch and clears the field", async () => {
    fetchSpy.mockResolvedValue({ status: 202 });
    const { field, user } = renderForm();
    await user.type(field, ' player@example.com {Enter}');

    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(
      screen.getByText('Confirm your address and we will e-mail you the day it launches.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(JSON.parse(fetchSpy.mock.calls[0][1].body)).toEqual({
      email: 'player@example.com',
      app: 'star-garden',
    });
  });

  it('says so when the API finds the address invalid, and when the sign-up fails', async () => {
    fetchSpy.mockResolvedValueOnce({ status: 400 });
    const { field, submit, user } = renderForm();
    await user.type(field, 'player@example.c0m');
    await submit();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();

    fetchSpy.mockResolvedValueOnce({ status: 500 });
    await submit();
    expect(await screen.findByText('Could not sign you up')).toBeInTheDocument();
    expect(field).toHaveValue('player@example.c0m');
  });
});
