import { collectedData, collectingDeclaration, NO_DATA_DECLARATION } from '@studio/schemas/testing';
import { withSession, type SessionCookies } from '../testing/testServer';
import { useAppFilesServer } from './appFilesTesting';

const { server, admin, createApp } = useAppFilesServer();

const COLLECTING = collectingDeclaration(
  [
    collectedData('EMAIL_ADDRESS', { purposes: ['APP_FUNCTIONALITY', 'DEVELOPERS_ADVERTISING'] }),
    collectedData('CRASH_DATA', {
      purposes: ['ANALYTICS'],
      linkedToUser: false,
      sharedWithThirdParties: true,
      optional: true,
    }),
  ],
  { deletionRequests: true },
);
const NOTHING = NO_DATA_DECLARATION;

function declarationCall(
  method: 'GET' | 'PUT',
  id: number | string,
  payload?: object,
  session: SessionCookies = admin(),
) {
  return server().app.inject({
    method,
    url: `/api/admin/apps/${id}/privacy-declaration`,
    payload,
    ...session,
  });
}

function download(id: number | string, file: string, session: SessionCookies = admin()) {
  return server().app.inject({ method: 'GET', url: `/api/admin/apps/${id}/${file}`, ...session });
}

/** The app declares COLLECTING, then its `file` downloads: an attachment named `filename`, kept by nobody. */
async function declaredAttachment(
  id: number,
  file: string,
  expected: { type: string; filename: string },
) {
  await declarationCall('PUT', id, COLLECTING);
  const answer = await download(id, file);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe(expected.type);
  expect(answer.headers['content-disposition']).toBe(`attachment; filename="${expected.filename}"`);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  return answer;
}

describe('an app’s privacy declaration over REST', () => {
  it('is none until declared, then what was saved', async () => {
    const id = await createApp('declared');
    expect((await declarationCall('GET', id)).json()).toEqual({
      declaration: null,
      updatedAt: null,
    });

    const saved = await declarationCall('PUT', id, COLLECTING);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().declaration).toEqual(COLLECTING);
    const read = (await declarationCall('GET', id)).json();
    expect(read.declaration).toEqual(COLLECTING);
    expect(read.updatedAt).toEqual(expect.any(String));

    await declarationCall('PUT', id, NOTHING);
    expect((await declarationCall('GET', id)).json().declaration).toEqual(NOTHING);
  });

  it('refuses a bad declaration with field errors and keeps the saved one', async () => {
    const id = await createApp('refused');
    await declarationCall('PUT', id, NOTHING);
    const refused = await declarationCall('PUT', id, { ...COLLECTING, data: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.data).toEqual([
      'Choose the data the app collects, or declare that it collects none',
    ]);
    const noPurpose = await declarationCall('PUT', id, {
      ...COLLECTING,
      data: [{ ...COLLECTING.data[0], purposes: [] }],
    });
    expect(noPurpose.statusCode).toBe(400);
    expect(noPurpose.json().message).toEqual(expect.any(String));
    expect((await declarationCall('GET', id)).json().declaration).toEqual(NOTHING);
  });

  it('answers 404 for an unknown app', async () => {
    const unknown = await declarationCall('PUT', 999_999, NOTHING);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'App not found' });
  });

  it('is for admins only', async () => {
    const id = await createApp('guarded');
    const anonymous = await server().app.inject(`/api/admin/apps/${id}/privacy-declaration`);
    expect(anonymous.statusCode).toBe(401);
    const visitor = withSession(await server().registerUser());
    expect((await declarationCall('GET', id, undefined, visitor)).statusCode).toBe(403);
    expect((await declarationCall('PUT', id, NOTHING, visitor)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/apps/{id}/app_privacy_details.json', () => {
  it("is fastlane's file of the declaration, an attachment kept by nobody", async () => {
    const id = await createApp('apple');
    const answer = await declaredAttachment(id, 'app_privacy_details.json', {
      type: 'application/json; charset=utf-8',
      filename: 'app_privacy_details.json',
    });
    expect(answer.json()).toEqual([
      {
        category: 'CRASH_DATA',
        purposes: ['ANALYTICS'],
        data_protections: ['DATA_NOT_LINKED_TO_YOU'],
      },
      {
        category: 'EMAIL_ADDRESS',
        purposes: ['APP_FUNCTIONALITY', 'DEVELOPERS_ADVERTISING'],
        data_protections: ['DATA_LINKED_TO_YOU'],
      },
    ]);
  });

  it('is DATA_NOT_COLLECTED for an app that collects nothing', async () => {
    const id = await createApp('quiet');
    await declarationCall('PUT', id, NOTHING);
    expect((await download(id, 'app_privacy_details.json')).json()).toEqual([
      { data_protections: ['DATA_NOT_COLLECTED'] },
    ]);
  });
});

describe('GET /api/admin/apps/{id}/data-safety.csv', () => {
  it("is the Play Console's import of the declaration, with the account-deletion page", async () => {
    const id = await createApp('android', { accountDeletion: 'Write to us to delete it.' });
    const answer = await declaredAttachment(id, 'data-safety.csv', {
      type: 'text/csv; charset=utf-8',
      filename: 'android-data-safety.csv',
    });
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe(
      'Question ID (machine readable),Response ID (machine readable),Response value,Answer requirement,Human-friendly question label',
    );
    expect(lines).toContain(
      'PSL_ACCOUNT_DELETION_URL,,https://studio.example/apps/android/account-deletion,MAYBE_REQUIRED,Delete account URL',
    );
    expect(lines).toContain(
      'PSL_DATA_TYPES_PERSONAL,PSL_EMAIL,true,MULTIPLE_CHOICE,Data types / Email address',
    );
    expect(
      lines.some((line) =>
        line.startsWith(
          'PSL_DATA_USAGE_RESPONSES:PSL_CRASH_LOGS:DATA_USAGE_SHARING_PURPOSE,PSL_ANALYTICS,true,',
        ),
      ),
    ).toBe(true);
  });
});

describe('the privacy exports', () => {
  it.each(['app_privacy_details.json', 'data-safety.csv'])(
    '%s: 404 with a clear message for an app without a declaration, or no app',
    async (file) => {
      const id = await createApp(`undeclared-${file.length}`);
      const undeclared = await download(id, file);
      expect(undeclared.statusCode).toBe(404);
      expect(undeclared.json()).toEqual({ message: 'This app has no privacy declaration yet' });
      expect((await download(999_999, file)).json()).toEqual({ message: 'App not found' });
      const bad = await download('abc', file);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.id).toEqual(['Id must be a whole number']);
    },
  );

  it.each(['app_privacy_details.json', 'data-safety.csv'])('%s: for admins only', async (file) => {
    const id = await createApp(`private-${file.length}`);
    await declarationCall('PUT', id, NOTHING);
    expect((await server().app.inject(`/api/admin/apps/${id}/${file}`)).statusCode).toBe(401);
    const visitor = withSession(await server().registerUser());
    expect((await download(id, file, visitor)).statusCode).toBe(403);
  });
});
