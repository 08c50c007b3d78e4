// The analyzer's JavaScript entry, whose own typings declare only its plugin and config types. It
// hands out the TypeScript it parses with (5.x, with a compiler API; the project's TypeScript 7 has
// none), so that the AST nodes it is given are of its own version.
declare module '@custom-elements-manifest/analyzer/index.js' {
  import type * as typescript from '@custom-elements-manifest/analyzer/node_modules/typescript';
  import type { Package } from 'custom-elements-manifest/schema';

  export const ts: typeof typescript;
  export function create(options: {
    modules: typescript.SourceFile[];
    plugins?: unknown[];
    context?: { dev: boolean };
  }): Package;
}
