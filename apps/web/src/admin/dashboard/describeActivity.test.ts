import { activityFixture } from '../../test/fixtures';
import { describeActivity } from './describeActivity';

describe('an activity event in words', () => {
  it('names the content it changed', () => {
    expect(describeActivity(activityFixture({ action: 'published', subjectType: 'app' }))).toBe(
      'admin published the app "Star Hopper"',
    );
  });

  it('names a release by its app and version', () => {
    expect(
      describeActivity(
        activityFixture({
          action: 'created',
          subjectType: 'release',
          subjectName: 'Space Miner 1.2',
        }),
      ),
    ).toBe('admin created the release "Space Miner 1.2"');
  });

  it('says a scheduled item went live at its time, with no one to name', () => {
    expect(
      describeActivity(
        activityFixture({
          action: 'published',
          subjectType: 'blogPost',
          subjectName: 'Launch day',
          actor: null,
        }),
      ),
    ).toBe('The blog post "Launch day" went live as scheduled');
  });

  it.each([
    [{ action: 'signedIn', subjectType: 'password' }, 'admin signed in with a password'],
    [
      { action: 'signedIn', subjectType: 'passkey', subjectName: 'Laptop' },
      'admin signed in with the passkey "Laptop"',
    ],
    [
      { action: 'removed', subjectType: 'passkey', subjectName: 'Laptop' },
      'admin removed the passkey "Laptop"',
    ],
    [{ action: 'added', subjectType: 'authenticator' }, 'admin set up an authenticator app'],
    [{ action: 'signedIn', subjectType: 'recoveryCode' }, 'admin signed in with a recovery code'],
    [{ action: 'failed', subjectType: 'secondFactor' }, 'admin gave a wrong authentication code'],
    [
      { action: 'locked', subjectType: 'secondFactor' },
      'admin gave too many wrong authentication codes: codes are refused for a while',
    ],
    [
      { action: 'ended', subjectType: 'session', subjectId: null, subjectName: '2 other sessions' },
      'admin signed out 2 other sessions',
    ],
    [{ action: 'changed', subjectType: 'password' }, 'admin changed the password'],
  ] as const)('says what happened to the account: %o', (event, expected) => {
    expect(describeActivity(activityFixture(event))).toBe(expected);
  });
});
