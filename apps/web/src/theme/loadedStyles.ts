import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Which Mantine CSS files are loaded whenever a source file of the site runs, found by following the
 * imports from the browser entry. Each `import()` starts a chunk that loads its own style imports on top
 * of its importer's (the admin area and the sign-in page add theirs that way); a file reached through
 * several chunks may count only on the styles every one of them loads.
 */

const STATIC_IMPORT = /^(?:import|export)\s+(type\s+)?(?:([^;'"]*?)\s+from\s+)?'([^']+)'/gm;
const DYNAMIC_IMPORT = /import\(\s*'([^']+)'\s*\)/g;
const MANTINE_CSS = /^@mantine\/.+\.css$/;
/** The workspace packages with components, by the folder they are in. */
const COMPONENT_PACKAGES = ['packages/ui'];

const entriesByRepository = new Map<string, Map<string, string>>();

/** Each entry point of those packages (from their package.json exports), by the name the site imports. */
function workspaceEntries(repository: string): Map<string, string> {
  const known = entriesByRepository.get(repository);
  if (known) return known;
  const entries = new Map<string, string>();
  entriesByRepository.set(repository, entries);
  for (const folder of COMPONENT_PACKAGES) {
    const { name, exports } = JSON.parse(
      readFileSync(join(repository, folder, 'package.json'), 'utf8'),
    ) as { name: string; exports: Record<string, string> };
    for (const [subpath, file] of Object.entries(exports)) {
      entries.set(join(name, subpath), join(folder, file));
    }
  }
  return entries;
}

export interface SourceFile {
  /** Repository-relative paths of the site's own modules it imports at once, and through import(). */
  staticImports: string[];
  dynamicImports: string[];
  /** The Mantine CSS files it imports. */
  styles: string[];
  /** What it imports from Mantine packages, as values (type imports load nothing). */
  mantineImports: { mantinePackage: string; name: string }[];
}

function resolveModule(repository: string, from: string, specifier: string): string | null {
  const entry = workspaceEntries(repository).get(specifier);
  if (entry) return entry;
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending);
  return candidates.find((file) => existsSync(join(repository, file))) ?? null;
}

function valueNames(clause: string): string[] {
  const braces = clause.match(/\{([^}]*)\}/);
  if (!braces?.[1]) return [];
  return braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0] ?? name);
}

export function readSourceFile(repository: string, file: string): SourceFile {
  const text = readFileSync(join(repository, file), 'utf8');
  const source: SourceFile = {
    staticImports: [],
    dynamicImports: [],
    styles: [],
    mantineImports: [],
  };
  for (const [, typeOnly, clause = '', specifier = ''] of text.matchAll(STATIC_IMPORT)) {
    if (typeOnly) continue;
    if (MANTINE_CSS.test(specifier)) source.styles.push(specifier);
    else if (specifier.startsWith('@mantine/')) {
      for (const name of valueNames(clause)) {
        source.mantineImports.push({ mantinePackage: specifier, name });
      }
    } else {
      const module = resolveModule(repository, file, specifier);
      if (module) source.staticImports.push(module);
    }
  }
  for (const [, specifier = ''] of text.matchAll(DYNAMIC_IMPORT)) {
    const module = resolveModule(repository, file, specifier);
    if (module) source.dynamicImports.push(module);
  }
  return source;
}

/** Every module the browser entry reaches, with the Mantine styles loaded whenever it runs. */
export function loadedStyles(repository: string, entry: string) {
  const sources = new Map<string, SourceFile>();
  const read = (file: string) => {
    let source = sources.get(file);
    if (!source) {
      source = readSourceFile(repository, file);
      sources.set(file, source);
    }
    return source;
  };
  const loaded = new Map<string, Set<string>>();
  const chunksSeen = new Set<string>();

  const loadChunk = (root: string, inherited: ReadonlySet<string>) => {
    const key = `${root} ${[...inherited].sort().join(' ')}`;
    if (chunksSeen.has(key)) return;
    chunksSeen.add(key);
    const modules = new Set<string>();
    const pending = [root];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (modules.has(file)) continue;
      modules.add(file);
      pending.push(...read(file).staticImports);
    }
    const styles = new Set(inherited);
    for (const file of modules) read(file).styles.forEach((css) => styles.add(css));
    for (const file of modules) {
      const before = loaded.get(file);
      loaded.set(file, before ? new Set([...before].filter((css) => styles.has(css))) : styles);
    }
    for (const file of modules) {
      for (const lazy of read(file).dynamicImports) loadChunk(lazy, styles);
    }
  };
  loadChunk(entry, new Set());
  return { sources, loaded };
}
