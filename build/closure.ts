import { readFileSync } from 'node:fs';
import { LOADER_ENTRY } from './widgets.ts';

/** What a CDN serves: the loader, the widgets' stable names and the content-hashed files. */
export const WIDGETS_DIR = 'dist/widgets';
const LOADER_FILE = `${WIDGETS_DIR}/${Object.keys(LOADER_ENTRY)[0]}.js`;
/** What the build knows of those files, for the budgets, the bench and the checks; never uploaded. */
export const META_DIR = 'dist/widgets-meta';
/** Written by the widget build: which files each file imports statically. */
export const IMPORTS_FILE = 'imports.json';

/** Written beside it: what each file fetches later and which modules it holds. */
export const MODULES_FILE = 'modules.json';

/** Written beside it: each entry's stable name → the content-hashed file it became. */
export const ENTRIES_FILE = 'entries.json';

/**
 * An entry by its stable name (`basket-badge.js`, `suite/product-list.js`) → its content-hashed file
 * (`basket-badge-Bx3k9aQe.js`), names relative to WIDGETS_DIR. The loader keeps its name.
 */
export type EntryFiles = Record<string, string>;

/** Each output file (path from the project root) → the files it imports statically. */
export type ChunkImports = Record<string, string[]>;

/** Each output file → its dynamic imports and its source modules (path → minified bytes, estimated). */
export type ChunkModules = Record<string, { dynamicImports: string[]; modules: Record<string, number> }>;

function readImports(): ChunkImports {
  return JSON.parse(readFileSync(`${META_DIR}/${IMPORTS_FILE}`, 'utf8')) as ChunkImports;
}

function readEntries(): EntryFiles {
  return JSON.parse(readFileSync(`${META_DIR}/${ENTRIES_FILE}`, 'utf8')) as EntryFiles;
}

/** A file as the build wrote it: an entry's stable name becomes its hashed file; other names are kept. */
export function builtFile(file: string, entries: EntryFiles = readEntries()): string {
  return entries[file] ?? file;
}

/**
 * The files a page downloads for these bundle files: each file and everything it imports
 * statically (dynamic imports are the loader's lazy widgets and are not downloaded up front).
 */
export function staticClosure(files: readonly string[], imports: ChunkImports = readImports()): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const path of imports[file] ?? []) visit(path);
  };
  for (const file of files) visit(`${WIDGETS_DIR}/${builtFile(file)}`);
  return [...seen].sort();
}

/**
 * The lazy chunk of one of a widget's parts (a chunk is named after its module, e.g. VinUnitView),
 * as a file of the widget folder like the others here: the one the widget's file imports dynamically.
 */
export function lazyChunkOf(widgetFile: string, part: string, modules: ChunkModules = readModules()): string {
  const chunk = modules[`${WIDGETS_DIR}/${builtFile(widgetFile)}`]?.dynamicImports.find((file) =>
    file.startsWith(`${WIDGETS_DIR}/chunks/${part}-`),
  );
  if (!chunk) throw new Error(`${widgetFile} has no lazy ${part} chunk`);
  return chunk.slice(WIDGETS_DIR.length + 1);
}

function readModules(): ChunkModules {
  return JSON.parse(readFileSync(`${META_DIR}/${MODULES_FILE}`, 'utf8')) as ChunkModules;
}

/**
 * Every file a page with these bundle files may download: their static closures and, followed
 * through, everything they fetch later (dialogs, filter fields, rows), as `staticClosure` names them.
 * The loader's own imports (every widget, in both builds) are not followed: name the widgets.
 */
export function fullDownload(
  files: readonly string[],
  imports: ChunkImports = readImports(),
  modules: ChunkModules = readModules(),
): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const later = file === LOADER_FILE ? [] : (modules[file]?.dynamicImports ?? []);
    for (const next of [...(imports[file] ?? []), ...later]) visit(next);
  };
  for (const file of files) visit(`${WIDGETS_DIR}/${builtFile(file)}`);
  return [...seen].sort();
}

/** The source modules that more than one of these files holds, with the bytes the extra copies cost. */
export function duplicatedModules(
  files: readonly string[],
  modules: ChunkModules = readModules(),
): { module: string; copies: number; extraBytes: number }[] {
  const held = new Map<string, number[]>();
  for (const file of files)
    for (const [module, bytes] of Object.entries(modules[file]?.modules ?? {}))
      held.set(module, [...(held.get(module) ?? []), bytes]);
  return [...held]
    .filter(([, sizes]) => sizes.length > 1)
    .map(([module, sizes]) => ({
      module,
      copies: sizes.length,
      extraBytes: sizes.reduce((sum, bytes) => sum + bytes, 0) - Math.max(...sizes),
    }))
    .sort((a, b) => b.extraBytes - a.extraBytes);
}
