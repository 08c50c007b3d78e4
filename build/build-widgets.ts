import { type FSWatcher, mkdirSync, rmSync, watch, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import {
  type CodeSplittingGroup,
  type InputOptions,
  type OutputChunk,
  type OutputOptions,
  rolldown,
} from 'rolldown';
import { minify } from 'terser';
import {
  type ChunkImports,
  type ChunkModules,
  ENTRIES_FILE,
  type EntryFiles,
  IMPORTS_FILE,
  META_DIR,
  MODULES_FILE,
  WIDGETS_DIR,
} from './closure.ts';
import { editorData } from './editor-data.ts';
import { LICENSES_DIR, THIRD_PARTY_FILE, thirdPartyLicenses } from './licenses.ts';
import { loaderPlugin } from './loader-plugin.ts';
import { MANIFEST_FILE, widgetManifest } from './manifest.ts';
import { packageTypes, TYPES_DIR } from './package-types.ts';
import { partProblems } from './parts.ts';
import { VIRTUAL_CSS, vanillaExtractShadowPlugin } from './vanilla-extract-shadow-plugin.ts';
import { aliasFiles } from './widget-aliases.ts';
import { SUITE, sourceOf, widgetCopiesPlugin, widgetOf } from './widget-copies-plugin.ts';
import {
  entryOf,
  LOADER_ENTRY,
  PACKAGE_LOADER_ENTRY,
  STANDALONE_ENTRY,
  WIDGET_ENTRIES,
  WIDGET_NAMES,
} from './widgets.ts';

/**
 * The widget bundles for embedding (`npm run build:widgets`; `--watch` rebuilds on change): ESM,
 * one shared runtime chunk, one file per widget holding everything else it shows first, lazy
 * chunks for the few parts a user opens (dialogs, a view, the checkout's flow), and the loader.
 * React is aliased to preact/compat: a CMS page pays a few kilobytes instead of React's sixty.
 */
const inputOptions = {
  platform: 'browser',
  // A widget's entry exports its element class (the loader defines it); its file may export more,
  // what its lazy parts import from it, instead of a chunk of its own beside it.
  preserveEntrySignatures: 'allow-extension',
  plugins: [vanillaExtractShadowPlugin()],
  resolve: {
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/jsx-runtime',
    },
  },
  transform: {
    target: 'es2022',
    jsx: { runtime: 'automatic', importSource: 'preact' },
    define: { 'process.env.NODE_ENV': '"production"' },
  },
} satisfies InputOptions;

const chunksOf = (output: readonly { type: string }[]) =>
  output.filter((file): file is OutputChunk => file.type === 'chunk');

/**
 * The shared runtime: the library code (not a widget's own) that the basket badge, the lightest
 * widget, runs on: Preact, nanostores, the session, the API client, the element runtime. Found by
 * bundling the badge alone, so it is what tree shaking kept, not everything a barrel reaches; only
 * what the badge loads at once, so that what the runtime fetches when needed (the sending of the
 * basket edits a closed tab left) stays a chunk of its own.
 */
async function runtimeModules(): Promise<{ atOnce: Set<string>; later: Set<string> }> {
  const badge = await rolldown({ ...inputOptions, input: entryOf('basket-badge') });
  const { output } = await badge.generate({ format: 'es' });
  await badge.close();
  const chunks = new Map(chunksOf(output).map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<OutputChunk>();
  const load = (chunk: OutputChunk | undefined): void => {
    if (!chunk || loaded.has(chunk)) return;
    loaded.add(chunk);
    for (const file of chunk.imports) load(chunks.get(file));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) load(chunk);
  const widgets = resolve('widgets');
  // A widget's style file's CSS is the widget's own too: in the runtime, every page would carry the badge's.
  const widgetsCss = `${VIRTUAL_CSS}widgets/`;
  const ownOfAWidget = (id: string) => id.startsWith(widgets) || id.startsWith(widgetsCss);
  const libraryModules = (held: Iterable<OutputChunk>) =>
    new Set([...held].flatMap((chunk) => chunk.moduleIds.filter((id) => !ownOfAWidget(id))));
  const atOnce = libraryModules(loaded);
  const later = libraryModules([...chunks.values()].filter((chunk) => !loaded.has(chunk)));
  return { atOnce, later: new Set([...later].filter((id) => !atOnce.has(id))) };
}

/** For `.size-limit.mjs` and the bench: which files each output file imports statically. */
function importsOf(chunks: readonly OutputChunk[]): ChunkImports {
  const path = (name: string) => join(WIDGETS_DIR, name);
  return Object.fromEntries(chunks.map((chunk) => [path(chunk.fileName), chunk.imports.map(path)]));
}

/**
 * For the bench: which files each output file may fetch later (its dynamic imports) and the source
 * modules it holds with their minified share, so that a page's duplicated modules can be counted.
 */
function modulesOf(chunks: readonly OutputChunk[], written: ReadonlyMap<string, string>): ChunkModules {
  const path = (name: string) => join(WIDGETS_DIR, name);
  return Object.fromEntries(
    chunks.map((chunk) => {
      const shipped = (written.get(chunk.fileName) ?? chunk.code).length;
      const rendered = Object.entries(chunk.modules).map(
        ([id, module]) => [id, module.renderedLength] as const,
      );
      const total = rendered.reduce((sum, [, length]) => sum + length, 0) || 1;
      const modules: Record<string, number> = {};
      for (const [id, length] of rendered) {
        if (length === 0) continue;
        const source = sourceOf(id).replace(`${process.cwd()}/`, '');
        modules[source] = (modules[source] ?? 0) + Math.round((length / total) * shipped);
      }
      return [path(chunk.fileName), { dynamicImports: chunk.dynamicImports.map(path), modules }];
    }),
  );
}

/** The modules (beyond the runtime) one widget's code holds, lazy parts included, each bundled alone. */
async function modulesOfWidget(name: string, runtime: ReadonlySet<string>): Promise<Set<string>> {
  const bundle = await rolldown({ ...inputOptions, input: entryOf(name) });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return new Set(
    chunksOf(output).flatMap((chunk) =>
      Object.entries(chunk.modules)
        .filter(([id, module]) => module.renderedLength > 0 && !runtime.has(id))
        .map(([id]) => id),
    ),
  );
}

/**
 * The widgets that share a module (beyond the runtime) with another one: those the suite build
 * holds. One that shares nothing gains nothing from it and always loads its own bundle.
 */
async function sharingWidgets(runtime: ReadonlySet<string>): Promise<Set<string>> {
  const held = await Promise.all(
    Object.keys(WIDGET_ENTRIES).map(async (name) => [name, await modulesOfWidget(name, runtime)] as const),
  );
  return new Set(
    held
      .filter(([name, modules]) =>
        held.some(([other, theirs]) => other !== name && [...modules].some((id) => theirs.has(id))),
      )
      .map(([name]) => name),
  );
}

/** Each entry's stable name → the file it became (content-hashed but for the loader's). */
function entriesOf(chunks: readonly OutputChunk[]): EntryFiles {
  return Object.fromEntries(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => [`${chunk.name}.js`, chunk.fileName]),
  );
}

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

async function buildWidgets(): Promise<void> {
  const started = performance.now();
  const { atOnce: runtime, later: runtimeLater } = await runtimeModules();
  // The runtime's own lazy parts are one file for every widget: no reason for a suite.
  const suite = await sharingWidgets(new Set([...runtime, ...runtimeLater]));
  const suiteEntries = Object.fromEntries(
    [...suite].map((name) => [`suite/${name}`, `${entryOf(name)}${SUITE}`]),
  );
  const bundle = await rolldown({
    ...inputOptions,
    // First, so that it sees every import, the style files' CSS included.
    plugins: [widgetCopiesPlugin(runtime), loaderPlugin(suite), ...inputOptions.plugins],
    input: {
      ...LOADER_ENTRY,
      ...PACKAGE_LOADER_ENTRY,
      ...STANDALONE_ENTRY,
      ...WIDGET_ENTRIES,
      ...suiteEntries,
    },
  });
  const outputOptions = {
    dir: WIDGETS_DIR,
    format: 'es',
    minify: true,
    // Every file but the loader is named by its content, so a CDN may cache it for good; the
    // loader, the one file a page names, keeps its name and holds the map of the others.
    entryFileNames: (chunk) =>
      chunk.name in LOADER_ENTRY || chunk.name in PACKAGE_LOADER_ENTRY ? '[name].js' : '[name]-[hash:6].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    // These files are what browsers run, not input to another bundler: the @__PURE__ marks on every
    // JSX call only weigh (about 0.1 KB gzip a widget).
    comments: { legal: false, annotation: false },
    // Shipped beside each file (the package's and the CDN's); minifyAgain names it in the file, so
    // devtools and a site's bundler (`vite build --sourcemap`) map a stack back to the sources.
    sourcemap: 'hidden',
  } satisfies OutputOptions;
  // One runtime chunk and one chunk per widget (merged into its entry file), not a chunk for
  // every set of widgets or lazy parts that share a module: each file gzips on its own, and
  // automatic splitting cost the product list's page 2.3 KB.
  const groups: CodeSplittingGroup[] = [
    { name: 'runtime', test: (id) => runtime.has(id) },
    { name: (id) => widgetOf(id), debugName: 'widget', tags: ['$initial'] },
  ];
  rmSync(WIDGETS_DIR, { recursive: true, force: true });
  rmSync(META_DIR, { recursive: true, force: true });
  const { output } = await bundle.write({ ...outputOptions, codeSplitting: { groups } });
  await bundle.close();
  const chunks = chunksOf(output);
  const written = await minifyAgain(chunks);
  const entries = entriesOf(chunks);
  writeFiles(WIDGETS_DIR, aliasFiles(WIDGET_NAMES, entries));
  const modules = modulesOf(chunks, written);
  writeFiles(META_DIR, {
    [IMPORTS_FILE]: JSON.stringify(importsOf(chunks), null, 2),
    [MODULES_FILE]: JSON.stringify(modules),
    [ENTRIES_FILE]: JSON.stringify(entries, null, 2),
  });
  // The manifest, and the check that it (and each README) names every part the widgets' code gives.
  const manifest = widgetManifest(WIDGET_NAMES);
  const problems = partProblems(manifest, WIDGET_NAMES, modules);
  if (problems.length > 0) throw new Error(`widget parts:\n  ${problems.join('\n  ')}`);
  writeFileSync(MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
  writeFiles('.', editorData(manifest));
  rmSync(TYPES_DIR, { recursive: true, force: true });
  writeFiles(TYPES_DIR, packageTypes(manifest));
  writeFiles(LICENSES_DIR, { [THIRD_PARTY_FILE]: thirdPartyLicenses(chunks) });
  console.log(
    `widgets: ${chunks.length} files in ${WIDGETS_DIR} (${Math.round(performance.now() - started)} ms)`,
  );
}

/**
 * Terser over what rolldown's minifier (oxc) wrote, each file's source map carried through:
 * terser still inlines a function used once and folds a constant object into its values, which oxc
 * does not yet. That is 0.1 to 0.4 KB gzip a page, and what keeps the CMS header within the issue's
 * 19 KB; it costs the build about 4 s. A file keeps the name rolldown hashed from its own output,
 * which still changes whenever its sources do. Returns each file's code as written (a chunk's own
 * `code` stays rolldown's).
 */
async function minifyAgain(chunks: readonly OutputChunk[]): Promise<Map<string, string>> {
  const written = new Map<string, string>();
  for (const chunk of chunks) {
    const { code, map } = await minify(chunk.code, {
      module: true,
      ecma: 2020,
      compress: { passes: 2 },
      sourceMap: {
        content: chunk.map?.toString(),
        includeSources: true,
        asObject: true,
        url: `${basename(chunk.fileName)}.map`,
      },
    });
    if (code === undefined) throw new Error(`terser gave nothing for ${chunk.fileName}`);
    writeFileSync(join(WIDGETS_DIR, chunk.fileName), code);
    writeFileSync(join(WIDGETS_DIR, `${chunk.fileName}.map`), JSON.stringify(map));
    written.set(chunk.fileName, code);
  }
  return written;
}

/** Rebuilds after a burst of changes to the sources; a failed build is reported and waited out. */
function watchSources(): FSWatcher[] {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => buildWidgets().catch((error: unknown) => console.error(error)), 100);
  };
  return ['src', 'widgets'].map((folder) => watch(folder, { recursive: true }, rebuild));
}

await buildWidgets();
if (process.argv.includes('--watch')) watchSources();
