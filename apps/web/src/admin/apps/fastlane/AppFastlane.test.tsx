import { screen, within } from '@testing-library/react';
import type { FastlaneImport } from '@studio/schemas';
import { userFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AppFastlane } from './AppFastlane';

const FOUND: FastlaneImport = {
  dryRun: true,
  changes: [
    {
      locale: 'en',
      field: 'subtitle',
      release: null,
      files: ['fastlane/metadata/en-US/subtitle.txt'],
      before: 'Mine the asteroid belt',
      after: 'Mine every comet',
    },
  ],
  conflicts: [],
  ignored: [{ path: 'fastlane/metadata/en-US/privacy_url.txt', reason: 'Derived' }],
};

const answer = (status: number, body: object) =>
  Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) } as Response);

function renderPanel(formDirty = false) {
  const onImported = jest.fn(() => Promise.resolve());
  const rendered = renderWithProviders(
    <AppFastlane appId={5} formDirty={formDirty} onImported={onImported} />,
    { route: '/admin/apps/edit/5', trpcResponses: { 'auth.session': userFixture() } },
  );
  return { ...rendered, onImported };
}

const zip = () =>
  new File([new Uint8Array([0x50, 0x4b])], 'fastlane.zip', { type: 'application/zip' });
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe("the app form's fastlane import", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('tries the chosen ZIP first, shows its changes and ignored files, then applies them', async () => {
    const fetchSpy = jest
      .fn()
      .mockReturnValueOnce(answer(200, FOUND))
      .mockReturnValueOnce(answer(200, { ...FOUND, dryRun: false }));
    globalThis.fetch = fetchSpy;
    const { user, container, onImported } = renderPanel();

    await user.upload(fileInput(container), zip());
    const changes = await screen.findByRole('table', { name: 'Changes' });
    expect(within(changes).getByText('Mine the asteroid belt')).toBeInTheDocument();
    expect(within(changes).getByText('Mine every comet')).toBeInTheDocument();
    expect(
      screen.getByText('fastlane/metadata/en-US/privacy_url.txt: Derived'),
    ).toBeInTheDocument();
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/admin/apps/5/fastlane?dryRun=true');

    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByText('1 text was updated.')).toBeInTheDocument();
    expect(fetchSpy.mock.calls[1][0]).toBe('/api/admin/apps/5/fastlane');
    expect(onImported).toHaveBeenCalled();
  });

  it("shows a refused ZIP's message and the files whose texts the rules refuse", async () => {
    globalThis.fetch = jest.fn(() =>
      answer(400, {
        message: 'Validation failed',
        errors: { 'fastlane/metadata/en-US/subtitle.txt': ['Subtitle must be at most 30'] },
      }),
    );
    const { user, container } = renderPanel();
    await user.upload(fileInput(container), zip());
    expect(await screen.findByText('The ZIP was refused')).toBeInTheDocument();
    expect(
      screen.getByText('fastlane/metadata/en-US/subtitle.txt: Subtitle must be at most 30'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply changes' })).not.toBeInTheDocument();
  });

  it('waits for unsaved edits of the form to be saved', () => {
    renderPanel(true);
    expect(screen.getByText('Save your changes to the form first.')).toBeInTheDocument();
  });
});
