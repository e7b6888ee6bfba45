import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The CSS files a Mantine export needs, read from the library's own modules: each component that has
 * styles imports its class names from `X.module.mjs`, whose rules ship as `@mantine/core/styles/X.css`
 * (the other Mantine packages ship theirs as one `styles.css`). The modules a component imports are
 * followed, so a Select needs the Input, Combobox and Popover styles as well as its own.
 */

// Mantine builds its modules with one import per line.
const IMPORT = /^(?:import|export)\s+(?:([^"]*?)\s+from\s+)?"([^"]+)";/gm;
const MANTINE_PACKAGE = /^@mantine\/[\w-]+$/;

/** The names a `{ a, b as c }` clause imports, as the exporting module calls them. */
function importedNames(clause: string | undefined): string[] {
  const braces = clause?.match(/\{([^}]*)\}/);
  if (!braces?.[1]) return [];
  return braces[1]
    .split(',')
    .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
    .filter(Boolean);
}

function packageDir(mantinePackage: string): string {
  // The CommonJS entry (cjs/index.cjs) sits one folder below the package's root.
  return resolve(dirname(require.resolve(mantinePackage)), '..');
}

/**
 * Which file of the package's ESM build defines each name its index exports; null for what it passes on
 * from a package outside Mantine (e.g. react-remove-scroll), which brings no Mantine styles.
 */
function exportedFrom(mantinePackage: string): Map<string, string | null> {
  const index = join(packageDir(mantinePackage), 'esm', 'index.mjs');
  const files = new Map<string, string | null>();
  for (const [, clause, source = ''] of readFileSync(index, 'utf8').matchAll(IMPORT)) {
    const file = source.startsWith('.') ? resolve(dirname(index), source) : null;
    for (const name of importedNames(clause)) files.set(name, file);
  }
  return files;
}

function styleFileOf(mantinePackage: string, moduleFile: string): string {
  const component = moduleFile.replace(/^.*\//, '').replace(/\.module\.mjs$/, '');
  return mantinePackage === '@mantine/core'
    ? `@mantine/core/styles/${component}.css`
    : `${mantinePackage}/styles.css`;
}

/** Finds the CSS files Mantine exports need; one instance remembers what it has read. */
export class MantineStyleNeeds {
  private readonly exports = new Map<string, Map<string, string | null>>();
  private readonly visited = new Set<string>();

  /** Every CSS file the named export of a Mantine package needs (empty for hooks and helpers). */
  of(mantinePackage: string, name: string): Set<string> {
    const needed = new Set<string>();
    this.visited.clear();
    this.collect(mantinePackage, name, needed);
    return needed;
  }

  private collect(mantinePackage: string, name: string, needed: Set<string>) {
    let files = this.exports.get(mantinePackage);
    if (!files) {
      files = exportedFrom(mantinePackage);
      this.exports.set(mantinePackage, files);
    }
    const file = files.get(name);
    if (file === undefined) throw new Error(`${mantinePackage} exports no ${name}`);
    if (file) this.walk(mantinePackage, file, needed);
  }

  private walk(mantinePackage: string, file: string, needed: Set<string>) {
    if (this.visited.has(file)) return;
    this.visited.add(file);
    if (file.endsWith('.module.mjs')) needed.add(styleFileOf(mantinePackage, file));
    for (const [, clause, source] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!source) continue;
      if (source.startsWith('.')) this.walk(mantinePackage, resolve(dirname(file), source), needed);
      else if (MANTINE_PACKAGE.test(source)) {
        for (const name of importedNames(clause)) this.collect(source, name, needed);
      }
    }
  }
}
