import { screen, within } from '@testing-library/react';
import { releaseFixture, userFixture } from '../../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../../test/renderWithProviders';
import { AppReleases } from './AppReleases';

function renderReleases(trpcResponses: RenderOptions['trpcResponses']) {
  return renderWithProviders(<AppReleases appId={5} />, {
    route: '/admin/apps/edit/5',
    trpcResponses: { 'auth.session': userFixture(), ...trpcResponses },
  });
}

describe("the app form's releases", () => {
  it('lists the releases and adds one with the fields the admin entered, to be e-mailed', async () => {
    const { user, trpcCalls } = renderReleases({
      'admin.releases.list': [releaseFixture({ id: 1, version: '1.0', releasedAt: '2025-01-10' })],
      'admin.releases.create': (input: object) => ({ ...releaseFixture({ id: 2 }), ...input }),
    });
    const releases = await screen.findByRole('region', { name: 'Releases' });
    expect(await within(releases).findByText('1.0')).toBeInTheDocument();

    await user.click(within(releases).getByLabelText(/^Version(?! code)/));
    await user.paste('1.1');
    await user.click(within(releases).getByLabelText(/Version code/));
    await user.paste('11');
    await user.click(within(releases).getByLabelText(/Release day/));
    await user.paste('2025-03-01');
    await user.click(within(releases).getByLabelText(/Release notes/));
    await user.paste('Faster.');
    await user.click(
      within(releases).getByRole('checkbox', { name: /Email the app's subscribers/ }),
    );
    await user.click(within(releases).getByRole('button', { name: 'Add release' }));

    expect(await screen.findByText('The release has been added.')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.releases.create')?.input).toEqual({
      id: 5,
      version: '1.1',
      releasedAt: '2025-03-01',
      notes: 'Faster.',
      platforms: [],
      versionCode: 11,
      emailSubscribers: true,
    });
  });

  it('refuses a release without a version before asking the server', async () => {
    const { user, trpcCalls } = renderReleases({ 'admin.releases.list': [] });
    const releases = await screen.findByRole('region', { name: 'Releases' });
    await user.click(within(releases).getByRole('button', { name: 'Add release' }));
    expect(await screen.findByText('Version is required')).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'admin.releases.create')).toBe(false);
  });
});
