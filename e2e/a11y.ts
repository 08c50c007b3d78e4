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

/** Puts axe-core on the page (`window.axe`), unless it is there already. */
export async function loadAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
}

/**
 * The axe-core violations of the page as it is now, shadow roots included ("rule: targets"), of the
 * impacts given (all of them by default), for an assertion to list when it fails. Two rules axe
 * leaves off are on: the experimental label-content-name-mismatch (a control's accessible name must
 * contain its visible text, so that a speech user can say what they see, WCAG 2.5.3) and, with
 * `targetSize`, target-size (a target at least 24×24 px, or that far from the next, WCAG 2.5.8).
 * Target size is checked on pages at rest (`atRestA11yViolations`, the survey of every route): in
 * the middle of a scroll, axe counts a row partly under the sticky header as a target too small.
 */
export async function a11yViolations(
  page: Page,
  impacts: readonly Impact[] = ['minor', 'moderate', 'serious', 'critical'],
  { targetSize = false }: { targetSize?: boolean } = {},
): Promise<string[]> {
  await loadAxe(page);
  const violations = await page.evaluate(async (targetSizeOn) => {
    const axe = (
      window as unknown as {
        axe: {
          run(options: {
            resultTypes: string[];
            rules: Record<string, { enabled: boolean }>;
          }): Promise<{ violations: unknown[] }>;
        };
      }
    ).axe;
    // The page as drawn in the next frame: what a resize or the last answer set off (a resize
    // observer's update, such as a frame that begins to scroll becoming a Tab stop) is in it.
    await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0)));
    // Only the violations are read: axe then describes one node of the other kinds, not each.
    const options = {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: targetSizeOn } },
    };
    return (await axe.run(options)).violations;
  }, targetSize);
  return (violations as Violation[])
    .filter((violation) => impacts.includes(violation.impact as Impact))
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
}

/** Every violation, target size too: a page at rest, as the survey of every route opens it. */
export function atRestA11yViolations(page: Page): Promise<string[]> {
  return a11yViolations(page, undefined, { targetSize: true });
}

/** The serious and critical violations only: what every browser test checks where it stands. */
export function seriousA11yViolations(page: Page): Promise<string[]> {
  return a11yViolations(page, ['serious', 'critical']);
}

/** The focused element as a keyboard user meets it. */
export interface Focus {
  tag: string;
  role: string | null;
  /** aria-label, else the text of the element or of its label. */
  name: string;
  part: string | null;
  productId: string | null;
  /** Whether the focus is drawn: an outline or a box shadow. */
  shown: boolean;
  /** Inside an open modal dialog. */
  inDialog: boolean;
}

/**
 * The focused element, inside shadow roots too. A string, since tsx would name the helpers of a
 * function with a `__name` the page does not have.
 */
const FOCUS_OF = `(() => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active || active === document.body) return null;
  function drawn(element) {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  }
  const box = active.getBoundingClientRect();
  const hidden = box.width <= 1 || box.height <= 1 || getComputedStyle(active).opacity === '0';
  // A native input hidden under its label (file pickers, swatches) shows its focus on the label.
  const label = active instanceof HTMLInputElement ? (active.labels?.[0] ?? active.closest('label')) : null;
  const labelled = active.getAttribute('aria-labelledby');
  const labelText = labelled
    ? active.getRootNode().getElementById?.(labelled)?.textContent
    : active instanceof HTMLInputElement || active instanceof HTMLSelectElement
      ? active.labels?.[0]?.textContent
      : null;
  // A date input's calendar button is the browser's own, inside the input, with a ring the browser
  // draws; the input itself is not :focus then.
  const browserPart = active instanceof HTMLInputElement
    && /^(date|time|datetime-local|month|week)$/.test(active.type) && !active.matches(':focus');
  return {
    tag: active.localName,
    role: active.getAttribute('role'),
    name: (active.getAttribute('aria-label') ?? labelText ?? active.textContent ?? '').trim(),
    part: active.getAttribute('part'),
    productId: active.closest('[data-product-id]')?.getAttribute('data-product-id') ?? null,
    shown: browserPart || drawn(active) || (hidden && label !== null && drawn(label)),
    inDialog: active.closest('dialog[open]') !== null,
  };
})()`;

export const focusOf = (page: Page): Promise<Focus | null> => page.evaluate<Focus | null>(FOCUS_OF);

/**
 * Presses Tab `presses` times: the browser's own key events, as `page.keyboard.press` sends them
 * (down, then up), all sent at once. The browser still delivers them one after the other, each
 * handled before the next, without a round trip to the test between them.
 */
async function pressTabs(page: Page, presses: number): Promise<void> {
  const browser = await page.context().newCDPSession(page);
  const tab = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 };
  const sent: Promise<unknown>[] = [];
  for (let press = 0; press < presses; press += 1) {
    sent.push(browser.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tab }));
    sent.push(browser.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab }));
  }
  await Promise.all(sent);
  await browser.detach();
}

/**
 * The focused element after each of `presses` Tab presses from where the focus is. Each is read as
 * the next Tab goes down (a listener of the page, before the focus moves), and the last after the
 * last press: as `focusOf` after each press would read it, with half the round trips to the page.
 */
export async function focusWalk(page: Page, presses: number): Promise<(Focus | null)[]> {
  await page.evaluate(`(() => {
    const walk = [];
    const read = (event) => {
      if (event.key === 'Tab') walk.push(${FOCUS_OF});
    };
    window.__focusWalk = { walk, stop: () => removeEventListener('keydown', read, true) };
    addEventListener('keydown', read, true);
  })()`);
  await pressTabs(page, presses);
  // The first reading is of the focus before the first press.
  return page.evaluate<(Focus | null)[]>(`(() => {
    const { walk, stop } = window.__focusWalk;
    stop();
    return [...walk.slice(1), ${FOCUS_OF}];
  })()`);
}

export const describeFocus = (focus: Focus | null) =>
  focus
    ? `<${focus.tag}${focus.part ? ` part="${focus.part}"` : ''}> "${focus.name.slice(0, 60)}"`
    : 'nothing';
