import { availableParallelism } from 'node:os';
import { hashPassword, passwordWork, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are argon2id with at least 19 MiB of memory, 2 passes and 1 lane', async () => {
    const hash = await hashPassword('correct horse');
    const [, algorithm, , parameters] = hash.split('$');
    expect(algorithm).toBe('argon2id');
    const { m, t, p } = Object.fromEntries(
      parameters!.split(',').map((pair) => {
        const [name, value] = pair.split('=');
        return [name, Number(value)];
      }),
    );
    expect(m).toBeGreaterThanOrEqual(19 * 1024);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(p).toBeGreaterThanOrEqual(1);
  });

  it('are salted: the same password hashes differently each time', async () => {
    expect(await hashPassword('correct horse')).not.toBe(await hashPassword('correct horse'));
  });

  it('match their own password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse!')).toBe(false);
  });

  it('match nothing when the stored value is not an argon2 hash', async () => {
    expect(await verifyPassword('correct horse', 'correct horse')).toBe(false);
  });
});

describe('password work', () => {
  it('runs no more hashes and checks at once than the process allows', async () => {
    const hash = await hashPassword('correct horse');
    let most = 0;
    const sample = setInterval(() => (most = Math.max(most, passwordWork.active)), 1);
    await Promise.all([
      ...Array.from({ length: 4 }, () => hashPassword('correct horse')),
      ...Array.from({ length: 4 }, () => verifyPassword(hash, 'wrong horse')),
    ]);
    clearInterval(sample);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(Math.max(1, Math.floor(availableParallelism() / 2)));
  });
});
