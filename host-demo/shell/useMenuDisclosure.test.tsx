import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useMenuDisclosure } from './useMenuDisclosure';

function Menu() {
  const { open, root, panelId, toggle } = useMenuDisclosure();
  return (
    <>
      <div ref={root}>
        <button type="button" {...toggle}>
          Иван Петров
        </button>
        <div id={panelId} hidden={!open}>
          <a href="/personal/info/">Личные данные</a>
        </div>
      </div>
      <a href="/basket/">Корзина</a>
    </>
  );
}

/** Lets the widget render what the click changed, as the browser does before the next key. */
const rendered = () => new Promise((done) => queueMicrotask(() => done(undefined)));

/** The menu drawn and opened by a click on its button; returns the button. */
async function openedMenu(): Promise<HTMLElement> {
  render(
    <MemoryRouter>
      <Menu />
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Иван Петров' });
  button.click();
  await rendered();
  return button;
}

describe('useMenuDisclosure', () => {
  // Pressed as a fast typist does: no frame drawn between Enter and Tab. Plain DOM events, not
  // Testing Library's, which would run the effects first.
  it('closes when the focus leaves it at once after it opened', async () => {
    const button = await openedMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('link', { name: 'Корзина' }).focus();
    await rendered();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open while the focus moves inside it', async () => {
    const button = await openedMenu();
    screen.getByRole('link', { name: 'Личные данные' }).focus();
    await rendered();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
