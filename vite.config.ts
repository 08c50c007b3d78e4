import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { portalAliases, preactAliases } from './build/aliases.ts';

const apiTarget = process.env.PORTAL_API ?? 'http://127.0.0.1:8081';

/**
 * The reference portal (host-demo): written against React's API and served by preact/compat, as the
 * widget bundles are (its first load is a third of what React would make it), widgets imported as
 * components. `npm run dev` serves it with reload and proxies the API paths to the demo API.
 */
export default defineConfig({
  root: 'host-demo',
  publicDir: 'public',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: [...portalAliases, ...preactAliases] },
  build: { outDir: '../dist/host', emptyOutDir: true, target: 'es2022' },
  server: {
    proxy: Object.fromEntries(
      ['/oauth', '/ajax', '/rest', '/widgets', '/demo-assets', '/embed/registry.js'].map((path) => [
        path,
        { target: apiTarget },
      ]),
    ),
  },
});
