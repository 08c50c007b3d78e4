import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * The serious and critical axe-core violations of the page as it is now, shadow roots included
 * ("rule: targets"), for an assertion to list when it fails. Axe's experimental
 * label-content-name-mismatch is on too: a control's accessible name must contain its visible
 * text, so that a speech user can say what they see (WCAG 2.5.3).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(options: { rules: Record<string, { enabled: boolean }> }): Promise<{ violations: unknown[] }>;
        };
      }
    ).axe;
    return (await axe.run({ rules: { 'label-content-name-mismatch': { enabled: true } } })).violations;
  });
  return (violations as Violation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
}
