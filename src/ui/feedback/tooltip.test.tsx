import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const INSTALLED = Symbol.for('portal-widgets.tooltips');

beforeEach(() => {
  // A page that has shown no tooltip yet: the first trigger installs the listeners.
  vi.resetModules();
  delete (globalThis as { [INSTALLED]?: boolean })[INSTALLED];
});

afterEach(() => {
  document.body.replaceChildren();
});

it('shows the tooltip of the very first trigger focused', async () => {
  const { tooltip } = await import('./tooltip');
  const button = document.createElement('button');
  button.setAttribute('data-tooltip', tooltip('Количество: 2')['data-tooltip'] ?? '');
  document.body.append(button);
  button.focus();
  await vi.waitFor(() =>
    expect(document.querySelector('[role="tooltip"]')?.textContent).toBe('Количество: 2'),
  );
});

it("puts the tooltip in the trigger's landmark, so that none of the page's text is outside one", async () => {
  const { tooltip } = await import('./tooltip');
  const main = document.body.appendChild(document.createElement('main'));
  const button = main.appendChild(document.createElement('button'));
  button.setAttribute('data-tooltip', tooltip('Количество: 2')['data-tooltip'] ?? '');
  button.focus();
  await vi.waitFor(() => expect(document.querySelector('[role="tooltip"]')?.parentElement).toBe(main));
});
