import { brand, ink } from '@studio/ui/palette';
import { testMail } from './testMail';

const ORIGIN = 'https://studio.example';

describe('the test e-mail', () => {
  it('names the studio in its subject', async () => {
    expect((await testMail(ORIGIN)).subject).toBe('Test e-mail from Pixelwave Studio');
  });

  it("shows the studio's mark and links by absolute address from the site's origin", async () => {
    const { html } = await testMail(ORIGIN);
    expect([...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1])).toEqual([
      `${ORIGIN}/mail-logo.png`,
    ]);
    expect([...html.matchAll(/<a[^>]* href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      ORIGIN,
      ORIGIN,
      ORIGIN,
    ]);
  });

  it("is drawn in the site's colours: the header's navy and the brand's button", async () => {
    const { html } = await testMail(ORIGIN);
    expect(html).toContain(`background-color:${ink[9]}`);
    expect(html).toContain(`background-color:${brand[6]}`);
  });

  it('reads as plain text too, with the button as its address', async () => {
    const { text } = await testMail(ORIGIN);
    expect(text).toContain(`This is a test e-mail from ${ORIGIN}.`);
    expect(text).toContain(`Visit the site ${ORIGIN}`);
    expect(text).not.toMatch(/<[a-z]/);
  });
});
