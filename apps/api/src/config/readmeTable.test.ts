import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_VARIABLES } from './config';
import { findRepositoryRoot } from './repositoryRoot';

const readme = readFileSync(join(findRepositoryRoot(__dirname)!, 'README.md'), 'utf8');
const documented = new Map(
  [...readme.matchAll(/^\|\s*`([A-Z_]+)`\s*\|\s*([^|]+?)\s*\|/gm)].map((row) => [row[1]!, row[2]!]),
);

describe('the README configuration table', () => {
  it.each(Object.entries(CONFIG_VARIABLES))('documents %s with its default', (name, variable) => {
    expect(documented.has(name)).toBe(true);
    if (variable.default !== null) expect(documented.get(name)).toBe(`\`${variable.default}\``);
  });

  it('documents no variable that the server does not read', () => {
    expect([...documented.keys()].filter((name) => !(name in CONFIG_VARIABLES))).toEqual([]);
  });
});
