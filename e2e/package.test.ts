import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { SourceMap, type SourceMapPayload } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, posix, resolve } from 'node:path';
import { before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { type ChunkModules, META_DIR, MODULES_FILE, WIDGETS_DIR } from '../build/closure.ts';
import { editorData, VSCODE_DATA_FILE, WEB_TYPES_FILE } from '../build/editor-data.ts';
import { MANIFEST_FILE, widgetManifest } from '../build/manifest.ts';
import { restoreProjectReadme, swapInPackageReadme } from '../build/package-readme.ts';
import { partProblems } from '../build/parts.ts';
import { snippets } from '../build/readme-snippets.ts';
import { WIDGET_NAMES } from '../build/widgets.ts';
import { startPortalServer } from '../demo-api/serve.ts';
import { tagOf } from '../widgets/tags.ts';
import { TAGS } from './package/tags.ts';
import { launchChromium, signInThroughApi } from './support.ts';

// Inside the worktree, so that the consumer's TypeScript finds react's types the way a site's would.
const WORK = resolve('.tmp/package-test');
const CONSUMER = join(WORK, 'consumer');
const INSTALLED = join(CONSUMER, 'node_modules/portal-widgets');

/** What package.json must export: the loader, each widget twice, the types and the manifest. */
const EXPORTS = {
  // The loader for bundlers: each widget's own build only (the page's loader also names the suite's).
  '.': { types: './dist/types/index.d.ts', default: './dist/widgets/package-loader.js' },
  ...Object.fromEntries(
    WIDGET_NAMES.flatMap((name) => [
      [`./${name}`, { types: `./dist/types/${name}.d.ts`, default: `./dist/widgets/${name}.js` }],
      [
        `./${name}/element`,
        { types: `./dist/types/${name}.d.ts`, default: `./dist/widgets/element/${name}.js` },
      ],
    ]),
  ),
  './types': { types: './dist/types/index.d.ts' },
  './react': { types: './dist/types/react.d.ts' },
  './vue': { types: './dist/types/vue.d.ts' },
  './svelte': { types: './dist/types/svelte.d.ts' },
  './solid': { types: './dist/types/solid.d.ts' },
  './custom-elements.json': './custom-elements.json',
  './web-types.json': './web-types.json',
  './vscode.html-custom-data.json': './vscode.html-custom-data.json',
  './package.json': './package.json',
};

interface PackedJson {
  version: string;
  license: string;
  exports: Record<string, string | Record<string, string>>;
  customElements: string;
  'web-types': string;
  dependencies?: Record<string, string>;
}

/** Runs the project's tsc over `files` of `dir` as a site's TypeScript would: strict, DOM, react-jsx. */
/** Checks a type test of e2e/package/ beside the unpacked tarball, with the tags it imports. */
function typeTest(file: string): void {
  for (const name of ['tags.ts', file]) copyFileSync(join('e2e/package', name), join(CONSUMER, name));
  typeCheck(CONSUMER, [file]);
}

function typeCheck(dir: string, files: string[]): void {
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        resolveJsonModule: true,
        noEmit: true,
        // A browser site: no Node types; and the package's declarations are checked too.
        types: [],
        skipLibCheck: false,
      },
      files,
    }),
  );
  const tsc = resolve('node_modules/.bin/tsc');
  try {
    execFileSync(tsc, ['-p', join(dir, 'tsconfig.json')], { encoding: 'utf8', cwd: dirname(tsc) });
  } catch (error) {
    const { stdout = '' } = error as { stdout?: string };
    assert.fail(`tsc found errors in ${files.join(', ')}:\n${stdout}`);
  }
}

/** A static server of `dir` on a free port of its own: the site's origin, not the portal's. */
async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
  const server = createServer((request, response) => {
    const path = join(dir, new URL(request.url ?? '/', 'http://site').pathname);
    const file = existsSync(path) && !path.endsWith('/') ? path : join(dir, 'index.html');
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** Every file under `dir`, relative to it, with forward slashes. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, path) : [path];
  });
}

describe('the npm package (npm pack of the built widgets)', () => {
  let packed: string[] = [];
  let packageJson: PackedJson;
  before(() => {
    rmSync(WORK, { recursive: true, force: true });
    mkdirSync(INSTALLED, { recursive: true });
    // A site of its own: without this, the worktree's package.json would resolve the name to itself.
    writeFileSync(join(CONSUMER, 'package.json'), '{ "name": "site", "private": true, "type": "module" }\n');
    // The build has run (npm test builds before the browser tests); prepack would build again. The
    // README swap is prepack's and postpack's other half.
    swapInPackageReadme();
    let output = '';
    try {
      output = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', WORK], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } finally {
      restoreProjectReadme();
    }
    const [result] = JSON.parse(output) as { filename: string; files: { path: string }[] }[];
    assert.ok(result);
    packed = result.files.map((file) => file.path);
    execFileSync('tar', ['-xzf', join(WORK, result.filename), '-C', INSTALLED, '--strip-components=1']);
    packageJson = JSON.parse(readFileSync(join(INSTALLED, 'package.json'), 'utf8')) as PackedJson;
  });

  test('holds every built widget file, the declarations and the manifest, and nothing of the sources', () => {
    const widgetFiles = filesUnder(WIDGETS_DIR).map((file) => `${WIDGETS_DIR}/${file}`);
    assert.deepEqual(packed.filter((file) => file.startsWith(`${WIDGETS_DIR}/`)).sort(), widgetFiles.sort());
    for (const file of [
      'package.json',
      'README.md',
      'CHANGELOG.md',
      'LICENSE',
      VSCODE_DATA_FILE,
      WEB_TYPES_FILE,
      'dist/licenses/THIRD-PARTY-LICENSES.txt',
      MANIFEST_FILE,
      'dist/types/index.d.ts',
      'dist/types/react.d.ts',
      'dist/types/vue.d.ts',
      'dist/types/svelte.d.ts',
      'dist/types/solid.d.ts',
    ])
      assert.ok(packed.includes(file), file);
    for (const file of packed)
      assert.match(
        file,
        /^(dist\/widgets\/.+\.js(\.map)?|dist\/types\/[\w-]+\.d\.ts|widgets\/[\w-]+\/README\.md|dist\/licenses\/THIRD-PARTY-LICENSES\.txt|[\w.-]+\.(json|md)|LICENSE)$/,
      );
    // The widget files carry what they need: installing the package installs nothing else.
    assert.equal(packageJson.dependencies, undefined);
  });

  test('is licensed, with the notices of the code it bundles, every JS file linking its source map, and its users’ README', () => {
    assert.equal(packageJson.license, 'SEE LICENSE IN LICENSE');
    const notices = readFileSync(join(INSTALLED, 'dist/licenses/THIRD-PARTY-LICENSES.txt'), 'utf8');
    assert.match(notices, /^preact [\d.]+ \(MIT\)$/m);
    // Every JS file ends with the link to its map, which is packed beside it and names its sources
    // with their text: devtools and a site's bundler map the file back to them.
    const scripts = packed.filter((path) => path.endsWith('.js'));
    assert.ok(scripts.length > 50);
    for (const file of scripts) {
      const lines = readFileSync(join(INSTALLED, file), 'utf8').trimEnd().split('\n');
      assert.equal(lines.at(-1), `//# sourceMappingURL=${posix.basename(file)}.map`, file);
      assert.ok(packed.includes(`${file}.map`), `${file}.map`);
      const map = JSON.parse(readFileSync(join(INSTALLED, `${file}.map`), 'utf8')) as SourceMapPayload;
      assert.ok(map.sources.length > 0, `${file}.map names its sources`);
      assert.equal(map.sourcesContent?.length, map.sources.length, `${file}.map holds their text`);
    }
    // A map leads back to the source, and holds its text, through both minifiers
    // (build/build-widgets.ts): where the runtime attaches a widget's shadow root is in the
    // element's definition.
    const runtime = scripts.find((path) => path.startsWith('dist/widgets/chunks/runtime-'));
    assert.ok(runtime, 'the shared runtime is packed');
    const code = readFileSync(join(INSTALLED, runtime), 'utf8');
    const before = code.slice(0, code.indexOf('.attachShadow(')).split('\n');
    const map = JSON.parse(readFileSync(join(INSTALLED, `${runtime}.map`), 'utf8')) as SourceMapPayload;
    const found = new SourceMap(map).findEntry(before.length - 1, before[before.length - 1]?.length ?? 0);
    const source = 'originalSource' in found ? found.originalSource : '';
    assert.match(source, /\/src\/element\/define\.tsx$/);
    assert.match(map.sourcesContent?.[map.sources.indexOf(source)] ?? '', /\.attachShadow\(/);
    const readme = readFileSync(join(INSTALLED, 'README.md'), 'utf8');
    assert.equal(readme, readFileSync('package/README.md', 'utf8'));
    assert.equal(
      readFileSync('README.md', 'utf8').split('\n')[0],
      '# Portal widgets',
      'the project’s README is back',
    );
  });

  test('exports the loader, each widget (defining its tag, or its class only), the types and the manifest', () => {
    assert.deepEqual(packageJson.exports, EXPORTS);
    for (const target of Object.values(EXPORTS).flatMap((entry) =>
      typeof entry === 'string' ? [entry] : Object.values(entry),
    ))
      assert.ok(packed.includes(posix.normalize(target)), `${target} is in the package`);
  });

  test('Node resolves every export that has code to the installed file', () => {
    // The types-only exports (./types and the frameworks') are resolved by TypeScript in the last test.
    const withCode = Object.entries(EXPORTS).flatMap(([subpath, entry]) => {
      const target = typeof entry === 'string' ? entry : 'default' in entry ? entry.default : null;
      return target ? [{ specifier: posix.join('portal-widgets', subpath), target }] : [];
    });
    const script = join(CONSUMER, 'resolve.mjs');
    writeFileSync(
      script,
      'console.log(JSON.stringify(process.argv.slice(2).map((specifier) => import.meta.resolve(specifier))));\n',
    );
    const resolved = JSON.parse(
      execFileSync('node', [script, ...withCode.map((entry) => entry.specifier)], { encoding: 'utf8' }),
    ) as string[];
    assert.deepEqual(
      resolved,
      withCode.map((entry) => pathToFileURL(join(INSTALLED, entry.target)).href),
    );
  });

  test('a server (Node: Next.js, Remix, Astro render there) imports every module of the package without throwing, and defines nothing', () => {
    const withCode = Object.entries(EXPORTS).flatMap(([subpath, entry]) =>
      typeof entry === 'object' && 'default' in entry ? [posix.join('portal-widgets', subpath)] : [],
    );
    const script = join(CONSUMER, 'server-import.mjs');
    writeFileSync(
      script,
      `const imported = [];
for (const specifier of process.argv.slice(2)) {
  const module = await import(specifier);
  imported.push([specifier, Object.keys(module).sort()]);
}
console.log(JSON.stringify({ imported, window: typeof window, customElements: typeof customElements }));
`,
    );
    let output = '';
    try {
      output = execFileSync('node', [script, ...withCode], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const { stderr = '' } = error as { stderr?: string };
      assert.fail(`importing the package in Node threw:\n${stderr}`);
    }
    const result = JSON.parse(output) as {
      imported: [string, string[]][];
      window: string;
      customElements: string;
    };
    assert.deepEqual(
      result.imported.map(([specifier]) => specifier),
      withCode,
    );
    // Each widget's module still gives its class (to be defined in the browser); the root its configure().
    for (const [specifier, names] of result.imported)
      assert.ok(
        names.includes(specifier === 'portal-widgets' ? 'configure' : 'default'),
        `${specifier}: ${names}`,
      );
    assert.deepEqual([result.window, result.customElements], ['undefined', 'undefined']);
  });

  test('every module the packed code imports is in the package, by a relative path', () => {
    // Not a word inside a name: minified JSX has attributes such as "data-rows-from":….
    const imports = /(?<![-.$])(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]([^"'`]+)["'`]/g;
    for (const file of packed.filter((path) => path.endsWith('.js'))) {
      const code = readFileSync(join(INSTALLED, file), 'utf8');
      for (const [, specifier = ''] of code.matchAll(imports)) {
        assert.match(specifier, /^\.\.?\//, `${file} imports ${specifier}`);
        const target = posix.join(posix.dirname(file), specifier);
        assert.ok(packed.includes(target), `${file} imports ${target}, which is packed`);
      }
    }
  });

  test('a site built with Vite gets each widget as a chunk of its own, imported when its tag appears, and ships one build of each (not the single and the suite)', async () => {
    writeFileSync(join(CONSUMER, 'main.js'), "import 'portal-widgets';\n");
    writeFileSync(join(CONSUMER, 'index.html'), '<script type="module" src="./main.js"></script>\n');
    const { build } = await import('vite');
    await build({ root: CONSUMER, configFile: false, logLevel: 'silent', build: { outDir: 'out' } });
    const assets = readdirSync(join(CONSUMER, 'out/assets'));
    const main = assets.find((file) => file.startsWith('index-'));
    assert.ok(main);
    const code = readFileSync(join(CONSUMER, 'out/assets', main), 'utf8');
    for (const name of WIDGET_NAMES) {
      const chunks = [
        ...code.matchAll(new RegExp(`import\\(["'\\x60]\\./(${name}-[\\w-]+\\.js)["'\\x60]\\)`, 'g')),
      ].map(([, chunk]) => chunk);
      assert.equal(chunks.length, 1, `the site's loader imports one build of ${name}: ${chunks.join(', ')}`);
      assert.ok(chunks[0] && assets.includes(chunks[0]), `the site ships ${name}'s chunk`);
    }
    // Vite names a chunk after the file it came from: none of the suite's files is among them.
    const suiteFiles = readdirSync(join(INSTALLED, WIDGETS_DIR, 'suite')).filter((file) =>
      file.endsWith('.js'),
    );
    for (const file of suiteFiles)
      assert.ok(
        !assets.some((asset) => asset.startsWith(`${file.slice(0, -'.js'.length)}-`)),
        `the site ships the suite's ${file} too`,
      );
  });

  test('its customElements field names the manifest, made from the sources, naming the packed modules', () => {
    assert.equal(packageJson.customElements, MANIFEST_FILE);
    const manifest = JSON.parse(readFileSync(join(INSTALLED, MANIFEST_FILE), 'utf8'));
    assert.deepEqual(manifest, widgetManifest(WIDGET_NAMES));
    for (const module of manifest.modules as { path: string }[])
      assert.ok(packed.includes(module.path), module.path);
  });

  test('every part the widgets’ code gives is in the manifest and the README, and no other', () => {
    const modules = JSON.parse(readFileSync(join(META_DIR, MODULES_FILE), 'utf8')) as ChunkModules;
    assert.deepEqual(partProblems(widgetManifest(WIDGET_NAMES), WIDGET_NAMES, modules), []);
  });

  test('has a CHANGELOG whose newest version is the package’s, saying what breaks since 0.1.0', () => {
    const changelog = readFileSync(join(INSTALLED, 'CHANGELOG.md'), 'utf8');
    const versions = [...changelog.matchAll(/^## (\d+\.\d+\.\d+) /gm)].map(([, version]) => version);
    assert.equal(versions[0], packageJson.version);
    assert.ok(versions.includes('0.1.0'));
    // Breaking changes since 0.1.0: a major version (1.0.0 is the first above 0.x).
    assert.ok(Number(packageJson.version.split('.')[0]) >= 1, packageJson.version);
    const newest = changelog.slice(
      changelog.indexOf(`## ${packageJson.version} `),
      changelog.indexOf('## 0.1.0 '),
    );
    assert.match(newest, /^### Breaking$/m);
    for (const change of ['`portal:*`', '`markup`', '`markup-control`', '`cost`'])
      assert.ok(newest.includes(change), `the breaking changes name ${change}`);
  });

  test('ships editor data made from the manifest, named in package.json: VS Code’s html.customData and JetBrains’ web-types', () => {
    assert.equal(packageJson['web-types'], `./${WEB_TYPES_FILE}`);
    const manifest = JSON.parse(readFileSync(join(INSTALLED, MANIFEST_FILE), 'utf8'));
    const expected = editorData(manifest);
    for (const file of [VSCODE_DATA_FILE, WEB_TYPES_FILE]) {
      assert.equal(packageJson.exports[`./${file}`], `./${file}`);
      assert.equal(readFileSync(join(INSTALLED, file), 'utf8'), expected[file], file);
    }
    const vscode = JSON.parse(readFileSync(join(INSTALLED, VSCODE_DATA_FILE), 'utf8')) as {
      tags: { name: string }[];
    };
    const webTypes = JSON.parse(readFileSync(join(INSTALLED, WEB_TYPES_FILE), 'utf8')) as {
      version: string;
      contributions: { html: { elements: { name: string }[] } };
    };
    assert.deepEqual(
      vscode.tags.map((tag) => tag.name),
      WIDGET_NAMES.map(tagOf),
    );
    assert.deepEqual(
      webTypes.contributions.html.elements.map((element) => element.name),
      WIDGET_NAMES.map(tagOf),
    );
    assert.equal(webTypes.version, packageJson.version);
  });

  test('the type tests name every tag (e2e/package/tags.ts)', () => {
    assert.deepEqual(TAGS, WIDGET_NAMES.map(tagOf));
  });

  test('a site’s TypeScript gets the tags, events, classes, loader global and JSX (e2e/package/consumer.test-d.tsx)', () => {
    typeTest('consumer.test-d.tsx');
  });

  for (const framework of ['vue', 'svelte', 'solid'])
    test(`a ${framework} site’s TypeScript gets every tag, its attributes’ types and its events’ details (e2e/package/${framework}.test-d.ts)`, () => {
      typeTest(`${framework}.test-d.ts`);
    });

  test('a React + Vite + TypeScript site made by the package README’s React recipe, on another origin of the site: the client’s basket in the badge, a visitor’s product list; its source maps lead into the widgets’ sources', async () => {
    const app = join(CONSUMER, 'react-app');
    mkdirSync(app, { recursive: true });
    // The site is its own origin; the portal's API answers it as one of its site's (a CMS origin).
    const site = await serveStatic(join(app, 'out'));
    const portal = await startPortalServer({ port: 0, control: true, embeddingOrigins: { cms: [site.url] } });
    const browser = await launchChromium();
    try {
      // The recipe as the README writes it, the example addresses the demo's; the site's own entry
      // renders what the recipe exports.
      const [recipe = ''] = snippets('package/README.md', 'tsx');
      writeFileSync(
        join(app, 'recipe.tsx'),
        recipe.replaceAll(/https:\/\/(api|portal)\.example\.ru/g, portal.url),
      );
      writeFileSync(
        join(app, 'main.tsx'),
        `import { createRoot } from 'react-dom/client';
import * as recipe from './recipe';

const [Shown] = Object.values(recipe);
const root = document.getElementById('root');
if (root && Shown) createRoot(root).render(<Shown onCount={(count: number) => (document.title = String(count))} />);
`,
      );
      writeFileSync(
        join(app, 'index.html'),
        '<!doctype html><html lang="ru"><title>Сайт</title><div id="root"></div><script type="module" src="./main.tsx"></script>\n',
      );
      typeCheck(app, ['main.tsx']);
      // The README's Vite config (its plugin loads the package's maps), with React's plugin beside.
      const viteConfig = snippets('package/README.md', 'ts').find((snippet) =>
        snippet.includes('defineConfig'),
      );
      assert.ok(viteConfig, 'the package README has a vite.config.ts');
      writeFileSync(join(app, 'vite.config.ts'), viteConfig);
      const { build } = await import('vite');
      await build({
        root: app,
        configFile: join(app, 'vite.config.ts'),
        logLevel: 'silent',
        plugins: [react()],
        build: { outDir: 'out', emptyOutDir: true },
      });
      // The site's maps lead through the package's into the widgets' own sources, with their text.
      const sources = readdirSync(join(app, 'out/assets'))
        .filter((file) => file.endsWith('.js.map'))
        .flatMap((file) => {
          const map = JSON.parse(readFileSync(join(app, 'out/assets', file), 'utf8')) as SourceMapPayload;
          return map.sources.map((source, index) => [source, map.sourcesContent?.[index] ?? ''] as const);
        });
      const define = sources.find(([source]) => source.endsWith('src/element/define.tsx'));
      assert.ok(
        define,
        `a map names src/element/define.tsx: ${sources.map(([source]) => source).join(', ')}`,
      );
      assert.match(define[1], /\.attachShadow\(/);

      // A client signed in on the portal (its cookie): the site asks the API once, and shows their basket.
      const signedIn = await browser.newContext({ locale: 'ru-RU' });
      await signInThroughApi(signedIn, { url: (path) => `${portal.url}${path}` });
      const page = await signedIn.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${site.url}/`);
      await page.locator('portal-basket-badge [part~="count"]').filter({ hasText: '3' }).waitFor();
      await page.waitForFunction(() => document.title === '3');
      const link = page.locator('portal-basket-badge').getByRole('link');
      assert.match(
        (await link.getAttribute('href')) ?? '',
        new RegExp(`^${portal.url.replaceAll('.', '\\.')}/`),
      );
      assert.deepEqual(errors, []);
      await signedIn.close();

      // A visitor: the hits without prices, and the badge's way to sign in.
      const visitor = await browser.newContext({ locale: 'ru-RU' });
      const anonymous = await visitor.newPage();
      await anonymous.goto(`${site.url}/`);
      await anonymous.locator('portal-product-list [part~="row"]').first().waitFor();
      const prices = await anonymous
        .locator('portal-product-list [part~="row"] [part~="price"]')
        .allTextContents();
      assert.ok(
        prices.length > 0 && prices.every((price) => !/[1-9]/.test(price)),
        `a visitor's prices: ${prices}`,
      );
      await anonymous.locator('portal-basket-badge [part~="login"]').waitFor();
      await visitor.close();
    } finally {
      await browser.close();
      await portal.close();
      await site.close();
    }
  });
});
