import { appCodeAt } from '../../../testing/authenticatorCodes';
import { appAddress, codeStep, newAppSecret } from './appCodes';

const secret = newAppSecret();
const NOW = 1_800_000_015_000;
const STEP = Math.floor(NOW / 30_000);

describe("an authenticator app's codes", () => {
  it('are six digits, a new one every 30 seconds, each naming its step', () => {
    const code = appCodeAt(secret, NOW);
    expect(code).toMatch(/^\d{6}$/);
    expect(codeStep(secret, code, NOW)).toBe(STEP);
  });

  it('take the code one step before or after now, for clocks a little off, and no further', () => {
    expect(codeStep(secret, appCodeAt(secret, NOW - 30_000), NOW)).toBe(STEP - 1);
    expect(codeStep(secret, appCodeAt(secret, NOW + 30_000), NOW)).toBe(STEP + 1);
    expect(codeStep(secret, appCodeAt(secret, NOW - 90_000), NOW)).toBeNull();
  });

  it('come from a 160-bit secret that every app reads from the otpauth address', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(appAddress(secret, 'studio.example', 'alice'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'studio.example',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
