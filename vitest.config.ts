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
 * Unit tests run in Node; component tests run twice in happy-dom, under real React and under
 * preact/compat (what the widget bundles ship), so a React-only API is caught before release.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: portalAliases },
  test: {
    // Generous, as every wait in the tests is (src/test/patience.ts): the machines are shared.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/core/**/*.test.ts', 'demo-api/**/*.test.ts', 'build/**/*.test.ts'],
          setupFiles: ['./src/test/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          environment: 'happy-dom',
          include: componentTests,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        extends: true,
        resolve: {
          alias: [
            ...portalAliases,
            { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
            ...preactAliases,
          ],
        },
        test: {
          name: 'preact',
          environment: 'happy-dom',
          include: componentTests,
          setupFiles: ['./src/test/setup.ts'],
          server: { deps: { inline: ['@testing-library/preact'] } },
        },
      },
    ],
  },
});
