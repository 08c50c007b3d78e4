import { resolve } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * For vanilla-extract's own compile of `.css.ts` files: there `@portal/ui` means the theme. Through
 * the whole barrel, one widget's style file would evaluate every component's styles and carry all
 * their CSS (the badge would ship the product list's).
 */
export function stylesThemePlugin(root: string = process.cwd()): Plugin {
  const theme = resolve(root, 'src/ui/theme.css.ts');
  return {
    name: 'portal-styles-theme',
    setup(build) {
      build.onResolve({ filter: /^@portal\/ui$/ }, (args) =>
        args.importer.endsWith('.css.ts') ? { path: theme } : undefined,
      );
    },
  };
}
