import { htmlDocument } from './htmlDocument';

const TEMPLATE = [
  '<html lang="en"><head><meta charset="UTF-8" />',
  '<!--app-head-->',
  '<link rel="stylesheet" href="/assets/styles.css">',
  '</head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
].join('\n');

describe('the page document', () => {
  it("puts the page's styles after index.html's, so that they override them as usual", () => {
    const html = htmlDocument(TEMPLATE, {
      lang: 'en',
      head: '<title>Page</title>',
      headEnd: '<link rel="stylesheet" href="/assets/Page.css">',
      markup: '<p>Hello</p>',
      stateJson: '{}',
    });
    const order = ['<title>Page</title>', '/assets/styles.css', '/assets/Page.css', '</head>'];
    const positions = order.map((part) => html.indexOf(part));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions).not.toContain(-1);
    expect(html).toContain('<div id="root"><p>Hello</p></div>');
    expect(html).toContain('<script type="application/json" id="page-state">{}</script>');
  });

  it("keeps page text that looks like a replacement pattern ($&, $') as it is", () => {
    const html = htmlDocument(TEMPLATE, {
      lang: 'en',
      head: "<title>Save $& and $' now</title>",
      headEnd: '',
      markup: "<p>Costs $1 or $'</p>",
      stateJson: null,
    });
    expect(html).toContain("<title>Save $& and $' now</title>");
    expect(html).toContain("<p>Costs $1 or $'</p>");
    expect(html).not.toContain('page-state');
  });

  it("names the page's language on its root element", () => {
    const html = htmlDocument(TEMPLATE, {
      lang: 'pt-BR',
      head: '<title>Página</title>',
      headEnd: '',
      markup: '',
      stateJson: null,
    });
    expect(html).toMatch(/^<html lang="pt-BR">/);
  });
});
