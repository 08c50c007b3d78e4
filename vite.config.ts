import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { portalAliases } from './build/aliases.ts';

const apiTarget = process.env.PORTAL_API ?? 'http://127.0.0.1:8081';

/**
 * The reference portal (host-demo): real React, widgets imported as components. `npm run dev`
 * serves it with hot reload and proxies the API paths to the demo API.
 */
export default defineConfig({
  root: 'host-demo',
  publicDir: 'public',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: portalAliases },
  build: { outDir: '../dist/host', emptyOutDir: true, target: 'es2022' },
  server: {
    proxy: Object.fromEntries(
      ['/oauth', '/ajax', '/rest', '/widgets', '/demo-assets'].map((path) => [path, { target: apiTarget }]),
    ),
  },
});
