import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tagOf, WIDGETS } from '../widgets/registry.ts';

/** The README's widget table: one row per widget, its tag, budget and docs link. */
function readmeRows(): { tag: string; budget: string; docs: string }[] {
  const readme = readFileSync('README.md', 'utf8');
  return [...readme.matchAll(/^\|[^|]+\|\s*`<([a-z-]+)>`\s*\|([^|]+)\|\s*\[README\]\(([^)]+)\)\s*\|$/gm)].map(
    (match) => ({ tag: match[1] ?? '', budget: (match[2] ?? '').trim(), docs: match[3] ?? '' }),
  );
}

describe('the widget registry', () => {
  it('is what the README table lists, widget for widget', () => {
    expect(readmeRows().map((row) => row.tag)).toEqual(WIDGETS.map((widget) => tagOf(widget.name)));
  });

  it.each(WIDGETS.map((widget) => [widget.name, widget] as const))(
    'gives %s its folder, entry, docs and budget',
    (name, widget) => {
      const row = readmeRows().find((candidate) => candidate.tag === tagOf(name));
      expect(row?.docs).toBe(`widgets/${name}/README.md`);
      expect(existsSync(`widgets/${name}/README.md`)).toBe(true);
      expect(existsSync(`widgets/${name}/entry.ts`)).toBe(true);
      // A widget's own budget is the number alone; a page budget says what it counts with.
      if (widget.budgetKb === null) expect(row?.budget).toMatch(/^\d+(\.5)? with /);
      else expect(row?.budget).toBe(String(widget.budgetKb));
    },
  );
});
