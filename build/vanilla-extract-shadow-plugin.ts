import { fileURLToPath } from 'node:url';
import {
  compile,
  cssFileFilter,
  getSourceFromVirtualCssFile,
  processVanillaFile,
  virtualCssFileFilter,
} from '@vanilla-extract/integration';
import { transform } from 'esbuild';
import type { Plugin } from 'rolldown';
import { stylesThemePlugin } from './styles-theme-plugin.ts';
import { copyFor, sourceOf } from './widget-copies-plugin.ts';

/** The id prefix of a style file's CSS module; the file's path, from the project's root, follows. */
export const VIRTUAL_CSS = '\0portal-shadow-css:';
const STYLE_FILE = new RegExp(`${cssFileFilter.source.replace(/\$$/, '')}(\\?widget=.*|\\?suite)?$`);
const STYLES_REGISTRY = fileURLToPath(new URL('../src/element/styles.ts', import.meta.url));

/**
 * Styles size text and the room around it in rem, so that the portal follows the browser's text
 * size. In a shadow root rem is still the host page's root font size, which a CMS may set to 10px
 * (62.5 %) or 19px: there each rem becomes the 16 px it stands for, and the widget looks as the
 * page's `--portal-font-size` says, whatever the page's root.
 */
export function remToPx(css: string): string {
  return css.replace(/(?<![\w.#]|[\w.#]-)(\d*\.?\d+)rem\b/g, (_, rems: string) => `${Number(rems) * 16}px`);
}

/**
 * vanilla-extract for the widget build. Widgets render in shadow roots, where a `<link>` or a
 * document-level `<style>` cannot reach, so each compiled `.css.ts` file's CSS is minified and
 * turned into a module that registers the text with the element runtime, which adopts it into every
 * widget's shadow root. (The host and the tests use vanilla-extract's Vite plugin: there the
 * components render in the document.)
 */
export function vanillaExtractShadowPlugin(): Plugin {
  return {
    name: 'portal-vanilla-extract-shadow',
    resolveId: {
      filter: { id: virtualCssFileFilter },
      // A widget's copy of a style file registers its own copy of the CSS (widget-copies-plugin.ts).
      handler: (source, importer) => ({
        id: copyFor(importer, VIRTUAL_CSS + source),
        moduleSideEffects: true,
      }),
    },
    load: {
      filter: { id: [STYLE_FILE, new RegExp(`^${VIRTUAL_CSS}`)] },
      async handler(copyId) {
        // A widget's copy of a style file (see widget-copies-plugin.ts) compiles like the file.
        const id = sourceOf(copyId);
        if (id.startsWith(VIRTUAL_CSS)) {
          const { source, fileName } = await getSourceFromVirtualCssFile(id.slice(VIRTUAL_CSS.length));
          const { code } = await transform(remToPx(source), { loader: 'css', minify: true });
          return {
            code: `import { registerCss } from ${JSON.stringify(STYLES_REGISTRY)};\nregisterCss(${JSON.stringify(fileName)}, ${JSON.stringify(code.trim())});\n`,
            moduleType: 'js',
          };
        }
        const { source, watchFiles } = await compile({
          filePath: id,
          cwd: process.cwd(),
          esbuildOptions: { plugins: [stylesThemePlugin()] },
          identOption: 'short',
        });
        for (const file of watchFiles) this.addWatchFile(file);
        return {
          code: await processVanillaFile({ source, filePath: id, identOption: 'short' }),
          moduleType: 'js',
        };
      },
    },
  };
}
