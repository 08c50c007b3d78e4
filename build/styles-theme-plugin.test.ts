import { resolve } from 'node:path';
import type { OnResolveArgs, OnResolveResult, PluginBuild } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { stylesThemePlugin } from './styles-theme-plugin';

type Resolver = (args: Pick<OnResolveArgs, 'importer' | 'path'>) => OnResolveResult | undefined;

function resolverOf(root: string): Resolver {
  let resolver: Resolver = () => undefined;
  const build = { onResolve: (_options: unknown, callback: Resolver) => (resolver = callback) };
  stylesThemePlugin(root).setup(build as unknown as PluginBuild);
  return resolver;
}

describe('stylesThemePlugin', () => {
  it('gives a style file the theme alone for @portal/ui', () => {
    const resolver = resolverOf('/repo');
    expect(
      resolver({ path: '@portal/ui', importer: '/repo/widgets/basket-badge/BasketBadge.css.ts' }),
    ).toEqual({
      path: resolve('/repo', 'src/ui/theme.css.ts'),
    });
  });

  it('leaves components to the usual resolution', () => {
    const resolver = resolverOf('/repo');
    expect(
      resolver({ path: '@portal/ui', importer: '/repo/widgets/basket-badge/BasketBadge.tsx' }),
    ).toBeUndefined();
  });
});
