import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { portalAliases, preactAliases } from './build/aliases.ts';

const componentTests = [
  'src/ui/**/*.test.tsx',
  'src/element/**/*.test.{ts,tsx}',
  'widgets/**/*.test.{ts,tsx}',
  'host-demo/**/*.test.{ts,tsx}',
];

/**
 * Unit tests run in Node; component tests in happy-dom under preact/compat, which is what the
 * widget bundles and the reference portal ship. Only a widget tag in React's JSX (the package's
 * React typings) runs under real React: that is how a React site meets the widgets, and the
 * package test builds such a site in Chromium.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: portalAliases },
  test: {
    // Generous, as every wait in the tests is (src/test/patience.ts): the machines are shared.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest leaves a core to itself by default, which on a 2-core machine is one test file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/core/**/*.test.ts',
            'demo-api/**/*.test.ts',
            'build/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          setupFiles: ['./src/test/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          environment: 'happy-dom',
          include: ['src/element/jsx-events.test.tsx'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        extends: true,
        resolve: {
          alias: [
            ...portalAliases,
            { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
            // Its ES module, as the portal's build takes it: Node's condition would give its CommonJS
            // file, whose require('react') no alias reaches.
            { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router')) },
            ...preactAliases,
          ],
        },
        test: {
          name: 'preact',
          environment: 'happy-dom',
          include: componentTests,
          setupFiles: ['./src/test/setup.ts'],
          // Inlined, so that they meet React's name as the aliases above resolve it (Preact), not React itself.
          server: { deps: { inline: ['@testing-library/preact', 'react-router'] } },
        },
      },
    ],
  },
});
