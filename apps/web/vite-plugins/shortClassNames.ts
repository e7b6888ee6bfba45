import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import postcss from 'postcss';

/** Characters a class name may have after its leading underscore. */
const NAME_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_';
/** A class or id in a selector. */
const SELECTOR_NAME = /[.#](-?[_a-zA-Z][\w-]*)/g;
const MODULE_FILE = /\.module\.css$/;

/** The n-th short name: `_a` … `__`, then `_aa` … (bijective base 64). */
export function shortName(index: number): string {
  let name = '';
  for (let rest = index; rest >= 0; rest = Math.floor(rest / NAME_CHARACTERS.length) - 1) {
    name = NAME_CHARACTERS[rest % NAME_CHARACTERS.length] + name;
  }
  return `_${name}`;
}

/** The names a CSS module scopes (its classes, ids and keyframes), in the order they first appear. */
export function localNames(css: string): string[] {
  const names = new Set<string>();
  postcss.parse(css).walk((node) => {
    if (node.type === 'rule') {
      for (const [, name] of node.selector.matchAll(SELECTOR_NAME)) names.add(name!);
    } else if (node.type === 'atrule' && /keyframes$/.test(node.name)) {
      names.add(node.params.trim());
    }
  });
  return [...names];
}

function moduleFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && MODULE_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * CSS modules' `generateScopedName` for the build: the shortest names that cannot collide, since every
 * page repeats them on its elements, and brotli packs short names from a small alphabet far better than
 * hashes. Each (file, name) pair of every CSS module under `sourceDirectory` gets the next short name, in
 * the order of the files' paths and of the names in each file: the browser's and the server's builds see
 * the same files, so they agree without talking to each other.
 */
export function shortClassNames(sourceDirectory: string) {
  const names = new Map<string, string>();
  const key = (file: string, name: string) => `${relative(sourceDirectory, file)} ${name}`;
  for (const file of moduleFiles(sourceDirectory).sort()) {
    for (const name of localNames(readFileSync(file, 'utf8'))) {
      names.set(key(file, name), shortName(names.size));
    }
  }
  return (name: string, filename: string): string => {
    const file = filename.split('?')[0]!;
    const scoped = names.get(key(file, name));
    if (!scoped) throw new Error(`No short class name for "${name}" in ${file}`);
    return scoped;
  };
}
