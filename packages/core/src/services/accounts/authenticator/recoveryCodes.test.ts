import { User } from '@studio/db';
import { useTestDatabase } from '@studio/db/testing';
import {
  recoveryCodeHash,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  useRecoveryCode,
} from './recoveryCodes';

const database = useTestDatabase({ emptyBeforeEach: true });
const em = () => database().orm.em.fork();

async function anAccount(): Promise<number> {
  const fork = em();
  const user = fork.create(User, { username: 'alice', password: 'not checked here' });
  await fork.flush();
  return user.id;
}

describe('recovery codes', () => {
  it('come as 10 different codes of 16 characters in groups of four', async () => {
    const codes = await replaceRecoveryCodes(em(), await anAccount());
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
  });

  it('are each taken once, typed in any case, with or without hyphens', async () => {
    const userId = await anAccount();
    const [first, second] = await replaceRecoveryCodes(em(), userId);
    expect(await useRecoveryCode(em(), userId, first!.toUpperCase())).toBe(true);
    expect(await useRecoveryCode(em(), userId, first!)).toBe(false);
    expect(await useRecoveryCode(em(), userId, ` ${second!.replace(/-/g, ' ')} `)).toBe(true);
    expect(await recoveryCodesLeft(em(), userId)).toBe(8);
  });

  it('read I and L as 1, and O as 0, as they are easily mistaken', () => {
    expect(recoveryCodeHash('IL0O-k7m2-9xq4-a0dn')).toBe(recoveryCodeHash('1100-k7m2-9xq4-a0dn'));
    expect(recoveryCodeHash('1100-k7m2-9xq4-a0dn')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are nothing when not 16 characters of the alphabet', () => {
    expect(recoveryCodeHash('k7m2-9xq4-a0dn')).toBeNull();
    expect(recoveryCodeHash('k7m2-9xq4-a0dn-3tyu')).toBeNull();
  });

  it('stop working when new ones are made', async () => {
    const userId = await anAccount();
    const [old] = await replaceRecoveryCodes(em(), userId);
    await replaceRecoveryCodes(em(), userId);
    expect(await useRecoveryCode(em(), userId, old!)).toBe(false);
    expect(await recoveryCodesLeft(em(), userId)).toBe(10);
  });
});
