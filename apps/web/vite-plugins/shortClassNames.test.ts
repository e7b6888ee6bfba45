import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { localNames, shortClassNames, shortName } from './shortClassNames';

function sourceTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'class-names-'));
  for (const [path, css] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), css);
  }
  return root;
}

describe('short class names', () => {
  it('counts up through a 64-character alphabet, one character more each round', () => {
    expect([0, 1, 63, 64, 65, 64 + 64 * 64].map(shortName)).toEqual([
      '_a',
      '_b',
      '__',
      '_aa',
      '_ab',
      '_aaa',
    ]);
  });

  it("finds a module's classes, ids and keyframes in order, not the words of its values", () => {
    const css = `
      .card { composes: lift from '../Lift.module.css'; background: url(a.png); }
      .card[data-featured] .title:hover, #hero > .title { animation: float 1s; width: 0.5rem; }
      @keyframes float { 50% { transform: translateY(-4px); } }
      @media (min-width: 48em) { .grid { display: grid; } }`;
    expect(localNames(css)).toEqual(['card', 'title', 'hero', 'float', 'grid']);
  });

  it('gives every class of every module its own name, the same however the files are asked for', () => {
    const root = sourceTree({
      'b/Card.module.css': '.root {} .title {}',
      'a/Header.module.css': '.root {} .nav {}',
      'a/global.css': '.notAModule {}',
    });
    const header = join(root, 'a/Header.module.css');
    const card = join(root, 'b/Card.module.css');

    const names = shortClassNames(root);
    const scoped = [
      names('title', card),
      names('root', `${card}?used`),
      names('nav', header),
      names('root', header),
    ];
    expect(scoped).toEqual(['_d', '_c', '_b', '_a']);
    expect(shortClassNames(root)('title', card)).toBe('_d');
  });

  it('stops the build when a module has a name it did not find', () => {
    const root = sourceTree({ 'Card.module.css': '.root {}' });
    expect(() => shortClassNames(root)('other', join(root, 'Card.module.css'))).toThrow(
      'No short class name for "other"',
    );
  });
});
