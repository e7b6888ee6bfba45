import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { userFixture } from '../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../test/renderWithProviders';
import { PENDING, trpcFailure } from '../test/trpcFixtureLink';
import { LoginPage } from './LoginPage';

function renderLogin(trpcResponses: RenderOptions['trpcResponses'] = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<LoginPage />} />
      <Route path="/admin/dashboard" element={<p>Dashboard screen</p>} />
      <Route path="/" element={<p>Home screen</p>} />
    </Routes>,
    { route: '/auth', trpcResponses },
  );
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(await screen.findByLabelText(/Username/), 'admin');
  await user.type(screen.getByLabelText(/Password/), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the login page', () => {
  it('shows the form beside the marketing panel', async () => {
    renderLogin();
    expect(
      await screen.findByRole('heading', { name: 'App Portfolio Management' }),
    ).toBeInTheDocument();
    for (const blurb of ['Easy Content Management', 'Blog Management', 'Analytics Dashboard']) {
      expect(screen.getByRole('heading', { name: blurb })).toBeInTheDocument();
    }
  });

  it('lets the keyboard reach the show-password toggle and use it', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByLabelText(/Password/));
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the schema messages for too-short credentials', async () => {
    const { user, trpcCalls } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'auth.login')).toBe(false);
  });

  it('reads "Logging in..." and is disabled while the login runs', async () => {
    const { user } = renderLogin({ 'auth.login': PENDING });
    await fillAndSubmit(user);

    const button = await screen.findByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
  });

  it('says why a login failed', async () => {
    const { user } = renderLogin({
      'auth.login': trpcFailure('Invalid username or password', 'UNAUTHORIZED'),
    });
    await fillAndSubmit(user);

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('welcomes an admin and opens the dashboard', async () => {
    const { user, location, trpcCalls } = renderLogin({ 'auth.login': userFixture() });
    await fillAndSubmit(user);

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/admin/dashboard');
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, admin!')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'auth.login')?.input).toEqual({
      username: 'admin',
      password: 'secret-pass',
    });
  });

  it('sends a user who is not an admin home after login', async () => {
    const { user, location } = renderLogin({ 'auth.login': userFixture({ isAdmin: false }) });
    await fillAndSubmit(user);

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/');
  });

  it('sends someone already signed in home', async () => {
    const { location } = renderLogin({ 'auth.session': userFixture() });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    await waitFor(() => expect(location.current?.pathname).toBe('/'));
  });

  it('offers a passkey beside the form', async () => {
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('autocomplete', 'username webauthn');
  });

  it('asks an account with a second factor for its code, then signs in', async () => {
    const { user, location, trpcCalls } = renderLogin({
      'auth.login': { secondFactorRequired: true },
      'auth.secondFactor': userFixture(),
    });
    await fillAndSubmit(user);

    await user.type(await screen.findByLabelText(/Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/admin/dashboard');
    expect(trpcCalls.find((call) => call.path === 'auth.secondFactor')?.input).toEqual({
      code: '123456',
    });
  });

  it('asks for the password again after too many wrong codes', async () => {
    const { user } = renderLogin({
      'auth.login': { secondFactorRequired: true },
      'auth.secondFactor': trpcFailure(
        'Too many wrong codes: sign in with your password again.',
        'UNAUTHORIZED',
      ),
    });
    await fillAndSubmit(user);
    await user.type(await screen.findByLabelText(/Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByText('Too many wrong codes: sign in with your password again.'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/Password/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Authentication code/)).not.toBeInTheDocument();
  });

  it('takes a recovery code instead, and says why a code failed', async () => {
    const { user } = renderLogin({
      'auth.login': { secondFactorRequired: true },
      'auth.secondFactor': trpcFailure(
        'That code is not right, or it was used already',
        'UNAUTHORIZED',
      ),
    });
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText(/Recovery code/), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByText('That code is not right, or it was used already'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Recovery code/)).toHaveValue('');
  });
});
