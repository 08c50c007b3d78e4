import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGETS } from '../widgets/registry.ts';
import { readmeTable, withPackageExports, withReadmeTable } from './registry-lists.ts';

describe('the widget registry', () => {
  it('is what package.json exports and the README table list (`npm run lists` writes them)', () => {
    const packageJson = readFileSync('package.json', 'utf8');
    expect(JSON.parse(packageJson).exports, 'package.json: run `npm run lists`').toEqual(
      JSON.parse(withPackageExports(packageJson)).exports,
    );
    const readme = readFileSync('README.md', 'utf8');
    expect(readme.includes(readmeTable()), 'README.md: run `npm run lists`').toBe(true);
    expect(withReadmeTable(readme)).toBe(readme);
  });

  it.each(WIDGETS.map((widget) => [widget.name] as const))('gives %s its folder, entry and docs', (name) => {
    expect(existsSync(`widgets/${name}/README.md`)).toBe(true);
    expect(existsSync(`widgets/${name}/entry.ts`)).toBe(true);
    expect(existsSync(`widgets/${name}/index.ts`)).toBe(true);
  });

  it('writes a table row per widget with its tag, page budget and docs', () => {
    const rows = readmeTable().split('\n').slice(2);
    expect(rows).toHaveLength(WIDGETS.length);
    expect(rows[0]?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'Basket badge',
      '`<portal-basket-badge>`',
      String(WIDGETS[0].budgetKb),
      '[README](widgets/basket-badge/README.md)',
      '',
    ]);
  });
});
