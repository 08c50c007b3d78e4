import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const INSTALLED = Symbol.for('portal-widgets.tooltips');

beforeEach(() => {
  // A page that has shown no tooltip yet: the layer's code is fetched by the first trigger.
  vi.resetModules();
  delete (globalThis as { [INSTALLED]?: boolean })[INSTALLED];
});

afterEach(() => {
  document.body.replaceChildren();
});

it('shows the tooltip of the very first trigger focused, once its code has come', async () => {
  const { tooltip } = await import('./tooltip');
  const button = document.createElement('button');
  button.setAttribute('data-tooltip', tooltip('Количество: 2')['data-tooltip'] ?? '');
  document.body.append(button);
  button.focus();
  await vi.waitFor(() =>
    expect(document.querySelector('[role="tooltip"]')?.textContent).toBe('Количество: 2'),
  );
});

it('leaves it hidden when the focus has moved on before the code came', async () => {
  const { tooltip } = await import('./tooltip');
  const button = document.createElement('button');
  const other = document.createElement('button');
  button.setAttribute('data-tooltip', tooltip('Количество: 2')['data-tooltip'] ?? '');
  const later = document.createElement('button');
  later.setAttribute('data-tooltip', tooltip('Цена')['data-tooltip'] ?? '');
  document.body.append(button, other, later);
  const shown: string[] = [];
  new MutationObserver(() => {
    const tip = document.querySelector('[role="tooltip"]:not([hidden])');
    if (tip?.textContent) shown.push(tip.textContent);
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  button.focus();
  other.focus();
  await import('./TooltipLayer');
  // A trigger focused once the code has come shows its tooltip: by then the first one had its chance.
  later.focus();
  await vi.waitFor(() => expect(shown).toContain('Цена'));
  expect(shown).not.toContain('Количество: 2');
});

it("puts the tooltip in the trigger's landmark, so that none of the page's text is outside one", async () => {
  const { tooltip } = await import('./tooltip');
  const main = document.body.appendChild(document.createElement('main'));
  const button = main.appendChild(document.createElement('button'));
  button.setAttribute('data-tooltip', tooltip('Количество: 2')['data-tooltip'] ?? '');
  button.focus();
  await vi.waitFor(() => expect(document.querySelector('[role="tooltip"]')?.parentElement).toBe(main));
});
