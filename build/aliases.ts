import { fileURLToPath } from 'node:url';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The public entries of each layer (mirrors tsconfig.json `paths`; esbuild reads those itself). */
export const portalAliases = [
  { find: /^@portal\/core\/([a-z-]+)$/, replacement: `${root('src/core/entries')}/$1.ts` },
  { find: '@portal/ui', replacement: root('src/ui/index.ts') },
  { find: '@portal/test', replacement: root('src/test/index.ts') },
  { find: '@portal/element/loader', replacement: root('src/element/loader.ts') },
  { find: '@portal/element/styles', replacement: root('src/element/styles.ts') },
  { find: '@portal/element/theme', replacement: root('src/element/theme.ts') },
  { find: '@portal/element', replacement: root('src/element/index.ts') },
  { find: /^@portal\/widgets\/([a-z-]+)$/, replacement: `${root('widgets')}/$1/index.ts` },
];

/** React's API served by Preact: what widget bundles ship and what the second test project runs. */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
