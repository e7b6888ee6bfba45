import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_VARIABLES } from './config';
import { findRepositoryRoot } from './repositoryRoot';

const readme = readFileSync(join(findRepositoryRoot(__dirname)!, 'README.md'), 'utf8');
/** The configuration table's rows: variable name → its default and meaning cells. */
const documented = new Map(
  [...readme.matchAll(/^\|\s*`([A-Z_]+)`\s*\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|/gm)].map((row) => [
    row[1]!,
    { default: row[2]!, meaning: row[3]! },
  ]),
);

describe('the README configuration table', () => {
  it.each(Object.entries(CONFIG_VARIABLES))('documents %s with its default', (name, variable) => {
    expect(documented.has(name)).toBe(true);
    if (variable.default !== null) {
      expect(documented.get(name)?.default).toBe(`\`${variable.default}\``);
    }
  });

  it.each(Object.entries(CONFIG_VARIABLES))('describes %s as the server does', (name, variable) => {
    expect(documented.get(name)?.meaning).toBe(variable.description);
  });

  it('documents no variable that the server does not read', () => {
    expect([...documented.keys()].filter((name) => !(name in CONFIG_VARIABLES))).toEqual([]);
  });
});
