import { dirname, join } from 'node:path';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import { type Plugin, transform } from 'esbuild';

/**
 * Widgets render in shadow roots, where a `<link>` or a document-level `<style>` cannot reach.
 * Listed before vanilla-extract's own plugin, this one takes each compiled `.css.ts` file's CSS,
 * minifies it and turns it into a module that registers the text with the element runtime, which
 * adopts it into every widget's shadow root.
 */
export function shadowCssPlugin(): Plugin {
  return {
    name: 'portal-shadow-css',
    setup(build) {
      build.onResolve({ filter: virtualCssFileFilter }, (args) => ({
        path: args.path,
        namespace: 'portal-shadow-css',
      }));
      build.onLoad({ filter: /.*/, namespace: 'portal-shadow-css' }, async ({ path }) => {
        const { source, fileName } = await getSourceFromVirtualCssFile(path);
        const { code } = await transform(source, { loader: 'css', minify: true });
        const root = build.initialOptions.absWorkingDir ?? process.cwd();
        return {
          contents: `import { registerCss } from '@portal/element/styles';\nregisterCss(${JSON.stringify(fileName)}, ${JSON.stringify(code.trim())});\n`,
          loader: 'js',
          resolveDir: dirname(join(root, fileName)),
        };
      });
    },
  };
}
