import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { builtFile, staticClosure, WIDGETS_DIR } from '../build/closure.ts';
import { classOf, stableFiles } from '../build/widget-aliases.ts';
import { WIDGET_NAMES } from '../build/widgets.ts';
import { type PortalServer, startPortalServer } from '../demo-api/serve.ts';
import { tagOf } from '../widgets/tags.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';
const JAVASCRIPT = 'text/javascript; charset=utf-8';

describe('the widget files as npm start serves them (the CDN layout of the README)', () => {
  let server: PortalServer;
  before(async () => {
    server = await startPortalServer({ port: 0 });
  });
  after(() => server.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/widgets/${path}`, {
      headers: { Origin: 'https://partner.example.com', ...headers },
    });

  test('the loader keeps its name, is cached briefly and revalidated, and names every widget by its hash', async () => {
    const loader = await get('portal-widgets.js');
    assert.equal(loader.status, 200);
    assert.equal(loader.headers.get('cache-control'), SHORT);
    assert.equal(loader.headers.get('access-control-allow-origin'), '*');
    assert.equal(loader.headers.get('content-type'), JAVASCRIPT);
    const code = await loader.text();
    for (const name of WIDGET_NAMES) {
      const hashed = builtFile(`${name}.js`);
      assert.match(hashed, new RegExp(`^${name}-[\\w-]{6}\\.js$`));
      assert.ok(code.includes(`./${hashed}`), `the loader imports ${hashed}`);
    }
    const etag = loader.headers.get('etag');
    assert.ok(etag);
    const again = await get('portal-widgets.js', { 'If-None-Match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('cache-control'), SHORT);
  });

  test('every hashed file the pages download is immutable and open to other origins', async () => {
    const files = staticClosure(WIDGET_NAMES.map((name) => `${name}.js`)).filter(
      (file) => !file.endsWith('/portal-widgets.js'),
    );
    assert.ok(files.some((file) => file.includes('/chunks/runtime-')));
    for (const file of files) {
      const response = await get(file.slice(WIDGETS_DIR.length + 1));
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('cache-control'), IMMUTABLE, file);
      assert.equal(response.headers.get('access-control-allow-origin'), '*', file);
      assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin', file);
      assert.equal(response.headers.get('content-type'), JAVASCRIPT, file);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', file);
      await response.body?.cancel();
    }
  });

  test('/widgets/NAME.js still starts each widget (configured, its tag defined), and /widgets/element/NAME.js gives its class only', async () => {
    for (const name of WIDGET_NAMES) {
      const alias = await get(`${name}.js`);
      assert.equal(alias.headers.get('cache-control'), SHORT);
      const code = await alias.text();
      assert.ok(code.includes(`from"./${builtFile(`${name}.js`)}"`));
      // The start the loader would make (src/element/loader.ts, startWidget), from a hashed file.
      assert.ok(code.includes(`import{startWidget as s}from"./${builtFile('standalone.js')}"`), code);
      assert.ok(code.includes(`s(import.meta.url,"${tagOf(name)}",e)`), code);
      const element = await (await get(`element/${name}.js`)).text();
      assert.ok(element.includes(`default as ${classOf(name)}`));
      assert.ok(!element.includes('customElements'));
    }
  });

  test('every file to upload keeps a stable name briefly cached, or is named by its content', async () => {
    const files = readdirSync(WIDGETS_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`.slice(WIDGETS_DIR.length + 1));
    const stable = stableFiles(WIDGET_NAMES);
    assert.deepEqual(files.filter((file) => stable.includes(file)).sort(), [...stable].sort());
    for (const file of files.filter((path) => !stable.includes(path))) {
      // rolldown's hash: 6 characters for an entry, 8 for a chunk; a source map beside its file.
      assert.match(file, /-[\w-]{6,8}\.js(\.map)?$/, file);
      const response = await get(file);
      assert.equal(response.headers.get('cache-control'), IMMUTABLE, file);
      await response.body?.cancel();
    }
  });

  test('a file that is not there is not cached', async () => {
    const missing = await get('basket-badge-000000.js');
    assert.equal(missing.status, 404);
    assert.notEqual(missing.headers.get('cache-control'), IMMUTABLE);
  });
});
