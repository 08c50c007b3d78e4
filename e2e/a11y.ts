import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * The axe-core violations of the page as it is now, shadow roots included ("rule: targets"), of the
 * impacts given (all of them by default), for an assertion to list when it fails. Axe's
 * experimental label-content-name-mismatch is on too: a control's accessible name must contain its
 * visible text, so that a speech user can say what they see (WCAG 2.5.3).
 */
export async function a11yViolations(
  page: Page,
  impacts: readonly Impact[] = ['minor', 'moderate', 'serious', 'critical'],
): Promise<string[]> {
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
    .filter((violation) => impacts.includes(violation.impact as Impact))
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
}

/** The serious and critical violations only: what every browser test checks where it stands. */
export function seriousA11yViolations(page: Page): Promise<string[]> {
  return a11yViolations(page, ['serious', 'critical']);
}
