import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { barrelImportsPlugin } from './build/barrel-imports-plugin.ts';
import { shadowCssPlugin } from './build/shadow-css-plugin.ts';
import { stylesThemePlugin } from './build/styles-theme-plugin.ts';
import { LOADER_ENTRY, WIDGET_ENTRIES } from './build/widgets.ts';

/**
 * The widget bundles for embedding: ESM, code-split so that a page with several widgets loads the
 * shared runtime (Preact, nanostores, ofetch, the session) once. React is aliased to preact/compat:
 * a CMS page pays a few kilobytes instead of React's sixty.
 */
export default defineConfig({
  entry: { ...LOADER_ENTRY, ...WIDGET_ENTRIES },
  outDir: 'dist/widgets',
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  splitting: true,
  treeshake: true,
  minify: true,
  sourcemap: false,
  clean: false,
  metafile: true,
  dts: false,
  noExternal: [/.*/],
  outExtension: () => ({ js: '.js' }),
  esbuildPlugins: [
    shadowCssPlugin(),
    barrelImportsPlugin(),
    vanillaExtractPlugin({ esbuildOptions: { plugins: [stylesThemePlugin()] } }),
  ],
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
    options.alias = {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/jsx-runtime',
    };
    options.jsx = 'automatic';
    options.jsxImportSource = 'preact';
    options.define = { 'process.env.NODE_ENV': '"production"' };
    options.legalComments = 'none';
  },
});
