import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Reads a secret kept in a file, creating it (readable by its owner only) on first use. */
export async function readOrCreateSecret(file: string, bytes = 32): Promise<string> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret) return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(bytes).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
