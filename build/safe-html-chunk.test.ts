import { resolve } from 'node:path';
import { type OutputChunk, rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { vanillaExtractShadowPlugin } from './vanilla-extract-shadow-plugin.ts';

const page = 'virtual:content-page';

/** Bundles a page that shows server HTML, the way widgets are bundled (Preact, shadow-root CSS). */
async function contentPageChunks(): Promise<OutputChunk[]> {
  const bundle = await rolldown({
    input: page,
    platform: 'browser',
    plugins: [
      {
        name: 'content-page',
        resolveId: (id) => (id === page ? id : null),
        load: (id) =>
          id === page
            ? `export { Button, SafeHtml } from ${JSON.stringify(resolve('src/ui/index.ts'))};`
            : null,
      },
      vanillaExtractShadowPlugin(),
    ],
    resolve: {
      alias: {
        react: 'preact/compat',
        'react-dom': 'preact/compat',
        'react/jsx-runtime': 'preact/jsx-runtime',
      },
    },
    transform: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return output.filter((file): file is OutputChunk => file.type === 'chunk');
}

describe('SafeHtml', () => {
  it('keeps DOMPurify out of the page that imports it, in the chunk fetched when it first shows', async () => {
    const chunks = await contentPageChunks();
    const withPurify = chunks.filter((chunk) => chunk.moduleIds.some((id) => id.includes('/dompurify/')));
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.moduleIds.some((id) => id.includes('/dompurify/'))).toBe(false);
    expect(withPurify).toHaveLength(1);
    expect(withPurify[0]?.isDynamicEntry).toBe(true);
    expect(entry?.dynamicImports).toContain(withPurify[0]?.fileName);
  }, 30_000);
});
