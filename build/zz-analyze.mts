import { rolldown } from 'rolldown';
import { gzipSync } from 'node:zlib';
import { vanillaExtractShadowPlugin } from './vanilla-extract-shadow-plugin.ts';
const b = await rolldown({ input: { pl: 'widgets/product-list/entry.ts', bb: 'widgets/basket-badge/entry.ts', ss: 'widgets/step-search/entry.ts', qs: 'widgets/quick-search/entry.ts', bc: 'widgets/basket-checkout/entry.ts' }, platform: 'browser', plugins: [vanillaExtractShadowPlugin()],
 resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' } },
 transform: { jsx: { runtime: 'automatic', importSource: 'preact' }, define: { 'process.env.NODE_ENV': '"production"' } } });
const { output } = await b.generate({ format: 'es', minify: true });
const want = process.argv[2];
for (const c of output) if (c.type === 'chunk' && c.fileName.includes(want)) {
  console.log(c.fileName, c.code.length, gzipSync(c.code).length);
  const mods = Object.entries(c.modules).map(([id, m]) => [id.replace('/work/main/', '').replace(/\?source=.*/, ''), m.renderedLength] as const).sort((a, b) => b[1] - a[1]);
  for (const [id, n] of mods) console.log('   ', n, id);
}
