import { useTestDatabase } from '@studio/db/testing';
import { TEST_CONTENT } from '../../testing/outbox';
import { queueMailToSelection } from '../mail/queueMail';
import { findList } from './mailingLists';
import { listRecipients } from './listRecipients';

const database = useTestDatabase({ emptyBeforeEach: true });
const em = () => database().orm.em.fork();
const ORIGIN = 'https://studio.example';

async function addSubscribers(rows: Array<[email: string, state: string, appId: number | null]>) {
  for (const [index, [email, state, appId]] of rows.entries()) {
    await em().execute(
      `insert into subscribers (email, app_id, state, unsubscribe_token) values (?, ?, ?, ?)`,
      [email, appId, state, `token-${index}`.padEnd(43, 'x')],
    );
  }
}

async function addApp(slug: string): Promise<number> {
  const [app] = await em().execute<{ id: number }[]>(
    `insert into apps (name, slug, description, short_description, category, icon)
     values ('Star Hopper', ?, 'A game about hopping between stars.', 'Hop.', 'Game', '/icon.png')
     returning id`,
    [slug],
  );
  return app!.id;
}

async function queuedTo(list: string) {
  const found = (await findList(em(), list))!;
  const queued = await em().transactional((tx) =>
    queueMailToSelection(tx, TEST_CONTENT, listRecipients(found, ORIGIN), `launch:${list}`),
  );
  const rows = await em().execute<Array<{ to: string; values: Record<string, string> }>>(
    `select to_address as "to", personal_values as "values" from outbox_messages
      where purpose = ? order by to_address`,
    [`launch:${list}`],
  );
  return { queued, rows };
}

describe("a list's recipients", () => {
  it('are its confirmed subscribers only, each with their own unsubscribe link', async () => {
    const appId = await addApp('star-hopper');
    await addSubscribers([
      ['ana@example.com', 'confirmed', appId],
      ['bo@example.com', 'waiting', appId],
      ['cy@example.com', 'unsubscribed', appId],
      ['dee@example.com', 'confirmed', null],
    ]);
    expect(await queuedTo('star-hopper')).toEqual({
      queued: 1,
      rows: [
        {
          to: 'ana@example.com',
          values: {
            unsubscribeUrl: `${ORIGIN}/subscriptions/unsubscribe/${'token-0'.padEnd(43, 'x')}`,
          },
        },
      ],
    });
  });

  it("of the news are the confirmed subscribers of no app's list", async () => {
    const appId = await addApp('star-hopper');
    await addSubscribers([
      ['ana@example.com', 'confirmed', appId],
      ['dee@example.com', 'confirmed', null],
    ]);
    expect((await queuedTo('news')).rows.map((row) => row.to)).toEqual(['dee@example.com']);
  });
});
