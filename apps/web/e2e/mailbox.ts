import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The folder the test SMTP server writes each message it accepts to (see serve.mjs). */
const MAIL_DIR = process.env.E2E_MAIL_DIR!;

async function receivedMail(): Promise<ParsedMail[]> {
  const files = (await readdir(MAIL_DIR)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => simpleParser(await readFile(join(MAIL_DIR, name)))));
}

const addressedTo = (mail: ParsedMail, address: string) =>
  [mail.to ?? []].flat().some((to) => to.value.some((one) => one.address === address));

/** The newest message to this address whose subject matches, once the site has sent it. */
export async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMail())
          .filter((mail) => addressedTo(mail, address) && subject.test(mail.subject ?? ''))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The first address in a message's text that starts with this path of the site. */
export function linkIn(mail: ParsedMail, path: string): string {
  const link = (mail.text ?? '').match(new RegExp(`https?://\\S+${path}\\S+`))?.[0];
  if (!link) throw new Error(`No ${path} link in "${mail.subject}"`);
  return link;
}
