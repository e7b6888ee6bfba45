import { collectedData, collectingDeclaration } from '@studio/schemas/testing';
import { screen, within } from '@testing-library/react';
import { userFixture } from '../../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../../test/renderWithProviders';
import type { TrpcFixture } from '../../../test/trpcFixtureLink';
import { AppPrivacyDeclaration } from './AppPrivacyDeclaration';

function renderDeclaration(trpcResponses: RenderOptions['trpcResponses']) {
  return renderWithProviders(<AppPrivacyDeclaration appId={5} />, {
    route: '/admin/apps/edit/5',
    trpcResponses: { 'auth.session': userFixture(), ...trpcResponses },
  });
}

const NOT_DECLARED = { declaration: null, updatedAt: null };

/** The server's answer to a save: the declaration it was sent. */
const savedAnswer: TrpcFixture<'admin.apps.savePrivacyDeclaration'> = ({
  id: _id,
  ...declaration
}) => ({
  declaration,
  updatedAt: '2026-11-27T12:00:00.000Z',
});

describe("the app's privacy declaration", () => {
  it('declares a data type with its purposes and answers', async () => {
    const { user, trpcCalls } = renderDeclaration({
      'admin.apps.privacyDeclaration': NOT_DECLARED,
      'admin.apps.savePrivacyDeclaration': savedAnswer,
    });
    const section = await screen.findByRole('region', { name: 'Privacy declaration' });
    expect(within(section).getByText(/^Not declared yet/)).toBeInTheDocument();

    await user.click(await within(section).findByRole('checkbox', { name: 'Email address' }));
    const details = within(section).getByRole('group', { name: 'Email address: details' });
    await user.click(within(details).getByRole('checkbox', { name: 'App functionality' }));
    await user.click(within(details).getByRole('checkbox', { name: 'Linked to the user' }));
    await user.click(within(section).getByRole('button', { name: 'Save privacy declaration' }));

    expect(await screen.findByText("The app's privacy page shows it now.")).toBeInTheDocument();
    expect(
      trpcCalls.find((call) => call.path === 'admin.apps.savePrivacyDeclaration')?.input,
    ).toEqual({ id: 5, ...collectingDeclaration([collectedData('EMAIL_ADDRESS')]) });
  });

  it('refuses a data type without a purpose, or no data at all, before asking the server', async () => {
    const { user, trpcCalls } = renderDeclaration({
      'admin.apps.privacyDeclaration': NOT_DECLARED,
    });
    const section = await screen.findByRole('region', { name: 'Privacy declaration' });
    await user.click(
      await within(section).findByRole('button', { name: 'Save privacy declaration' }),
    );
    expect(
      await within(section).findByText(
        'Choose the data the app collects, or declare that it collects none',
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('checkbox', { name: 'Crash data' }));
    await user.click(within(section).getByRole('button', { name: 'Save privacy declaration' }));
    expect(await within(section).findByText('Choose at least one purpose')).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'admin.apps.savePrivacyDeclaration')).toBe(false);
  });

  it('declares that the app collects no data', async () => {
    const { user, trpcCalls } = renderDeclaration({
      'admin.apps.privacyDeclaration': NOT_DECLARED,
      'admin.apps.savePrivacyDeclaration': savedAnswer,
    });
    const section = await screen.findByRole('region', { name: 'Privacy declaration' });
    await user.click(
      await within(section).findByRole('radio', { name: 'No, it collects no data' }),
    );
    expect(
      within(section).queryByRole('checkbox', { name: 'Email address' }),
    ).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Save privacy declaration' }));
    expect(await screen.findByText("The app's privacy page shows it now.")).toBeInTheDocument();
    expect(
      trpcCalls.find((call) => call.path === 'admin.apps.savePrivacyDeclaration')?.input,
    ).toMatchObject({ id: 5, collectsData: false, data: [] });
  });
});
