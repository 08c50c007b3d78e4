import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn, vinServer } from './test-server';
import { VinCatalogue } from './VinCatalogue';

signedIn();

// happy-dom lays nothing out: the diagram's viewport is 600 × 450 px here.
const sizes = { clientWidth: 600, clientHeight: 450 };
beforeAll(() => {
  for (const [name, value] of Object.entries(sizes))
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const name of Object.keys(sizes)) Reflect.deleteProperty(HTMLElement.prototype, name);
});

/** The unit page, its diagram loaded: a picture of 1200 × 900 px. */
async function showUnit(onAddToBasket = vi.fn(), link: { coi?: string; callout?: string } = {}) {
  const server = vinServer();
  vi.stubGlobal('fetch', server.fetch);
  const callouts: (string | null)[] = [];
  render(
    <VinCatalogue
      view="unit"
      code="VW201911"
      vid="401"
      uid="3101"
      gid="311"
      ssd="unit-ssd"
      onAddToBasket={onAddToBasket}
      onCalloutChange={(code) => callouts.push(code)}
      {...link}
    />,
  );
  // The view's code is a chunk of its own, compiled by the test runner on first use.
  const picture = await waitFor(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="Схема: Тормозной механизм передний"]');
    if (!image) throw new Error('The diagram is not there yet');
    return image;
  });
  Object.defineProperties(picture, { naturalWidth: { value: 1200 }, naturalHeight: { value: 900 } });
  act(() => {
    picture.dispatchEvent(new Event('load'));
  });
  await screen.findAllByRole('button', { name: /^2 — / });
  return { server, onAddToBasket, callouts };
}

const hotspots = (code: string) => screen.getAllByRole('button', { name: new RegExp(`^${code} — `) });
const rows = (code: string) => [...document.querySelectorAll<HTMLElement>(`tr[data-code="${code}"]`)];
const lit = (elements: HTMLElement[]) => elements.map((element) => element.getAttribute('data-highlight'));
const scale = () => screen.getByText(/^\d+ %$/).textContent;

describe('VinCatalogue unit', () => {
  it('lights the rows of a pointed hotspot and the hotspots of a pointed row', async () => {
    await showUnit();
    fireEvent.mouseEnter(hotspots('2')[0] as HTMLElement);
    expect(lit(rows('2'))).toEqual(['pointed', 'pointed']);
    expect(lit(hotspots('2'))).toEqual(['pointed', 'pointed']);
    expect(lit(rows('1'))).toEqual([null]);
    fireEvent.mouseLeave(hotspots('2')[0] as HTMLElement);
    fireEvent.mouseEnter(rows('3')[0] as HTMLElement);
    expect(lit(hotspots('3'))).toEqual(['pointed']);
    expect(lit(hotspots('2'))).toEqual([null, null]);
    // A callout no row has is not a hotspot.
    expect(screen.queryByRole('button', { name: /^9 — / })).toBeNull();
  });

  it('locks a callout on a click, from the diagram or the row, and unlocks it on a second', async () => {
    await showUnit();
    fireEvent.click(hotspots('3')[0] as HTMLElement);
    expect(hotspots('3')[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(lit(rows('3'))).toEqual(['locked']);
    const rowButton = screen.getByRole('button', { name: 'Позиция 1 на схеме' });
    fireEvent.click(rowButton);
    expect(rowButton.getAttribute('aria-pressed')).toBe('true');
    expect(hotspots('1')[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(lit(rows('3'))).toEqual([null]);
    fireEvent.click(hotspots('1')[0] as HTMLElement);
    expect(lit(rows('1'))).toEqual([null]);
  });

  it('opens from a quick group with its callouts lit and the link’s callout locked, and says the lock', async () => {
    const { callouts } = await showUnit(vi.fn(), { coi: '2,3', callout: '1' });
    expect(lit(rows('2'))).toEqual(['group', 'group']);
    expect(lit(hotspots('3'))).toEqual(['group']);
    expect(lit(rows('1'))).toEqual(['locked']);
    expect(hotspots('1')[0]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(hotspots('3')[0] as HTMLElement);
    expect(lit(rows('3'))).toEqual(['locked']);
    expect(lit(rows('1'))).toEqual([null]);
    expect(callouts).toEqual(['3']);
    // Esc releases the lock; the group stays lit.
    fireEvent.keyDown(hotspots('3')[0] as HTMLElement, { key: 'Escape' });
    expect(lit(rows('3'))).toEqual(['group']);
    expect(callouts).toEqual(['3', null]);
  });

  it('opens a chooser at a callout locked from the diagram: arrows move, a part leads to its row, Esc closes it', async () => {
    await showUnit();
    const chooser = () => screen.queryByRole('dialog', { name: 'Позиция 2 на схеме' });
    expect(chooser()).toBeNull();
    const spot = hotspots('2')[1] as HTMLElement;
    act(() => spot.focus());
    fireEvent.click(spot);
    const dialog = within(await screen.findByRole('dialog', { name: 'Позиция 2 на схеме' }));
    // Nothing under the diagram any more: the parts show at the callout.
    expect(screen.queryByRole('region', { name: 'Позиция 2 на схеме' })).toBeNull();
    expect(dialog.getByText('Несколько деталей под одним номером: выберите нужную.')).toBeTruthy();
    const choices = dialog.getAllByRole('button', { name: /комплект/ });
    // Our goods of each part tell the variants apart: brand, stock and price, as in the table.
    expect(choices.map((button) => button.textContent?.replace(/\s/g, ' '))).toEqual([
      'Колодки тормозные передние, комплект 0 986 494 524BOSCHНаличие: 382 345,60 ₽/шт',
      'Колодки тормозные передние, комплект GDB1550',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(choices[0]));
    fireEvent.keyDown(choices[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(choices[1]);
    fireEvent.keyDown(choices[1] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(choices[0]);
    // Esc closes the chooser and gives the focus back to its callout, which stays locked.
    fireEvent.keyDown(choices[0] as HTMLElement, { key: 'Escape' });
    expect(chooser()).toBeNull();
    expect(document.activeElement).toBe(spot);
    expect(spot.getAttribute('aria-pressed')).toBe('true');
    // A second Esc releases it; locked again, a part chosen: its row is focused, the callout locked.
    fireEvent.keyDown(spot, { key: 'Escape' });
    expect(spot.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(spot);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Позиция 2 на схеме' })).getByRole('button', {
        name: /GDB1550/,
      }),
    );
    expect(chooser()).toBeNull();
    expect(rows('2')[1]?.contains(document.activeElement)).toBe(true);
    expect(spot.getAttribute('aria-pressed')).toBe('true');
    // The chosen row is the current one, its sibling variant not.
    expect(rows('2').map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true']);
    // One part: shown, with nothing to choose; 'Закрыть' closes it.
    fireEvent.click(hotspots('3')[0] as HTMLElement);
    expect(document.querySelector('tr[aria-current]')).toBeNull();
    const single = within(await screen.findByRole('dialog', { name: 'Позиция 3 на схеме' }));
    expect(single.queryByText(/выберите нужную/)).toBeNull();
    expect(single.getByRole('button', { name: /Диск/ }).textContent).toBe(
      'Диск тормозной передний 6R0 615 301',
    );
    fireEvent.click(single.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // A row's number locks without a chooser: the row is already there.
    fireEvent.click(screen.getByRole('button', { name: 'Позиция 1 на схеме' }));
    expect(hotspots('1')[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes the hotspots one Tab stop whose arrows move in the table’s order', async () => {
    await showUnit();
    const all = screen.getAllByRole('button', { name: / — / });
    expect(all.map((button) => button.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    act(() => (all[0] as HTMLElement).focus());
    expect(lit(rows('1'))).toEqual(['pointed']);
    fireEvent.keyDown(all[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(all[1]);
    expect(all.map((button) => button.getAttribute('tabindex'))).toEqual(['-1', '0', '-1', '-1']);
    fireEvent.keyDown(all[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('3 — Диск тормозной передний');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(all[0]);
  });

  it('zooms with the buttons and the keys between the whole picture and 1:1', async () => {
    await showUnit();
    expect(scale()).toBe('50 %');
    expect(screen.getByRole('button', { name: 'Уменьшить' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить' }));
    expect(scale()).toBe('63 %');
    const spot = hotspots('1')[0] as HTMLElement;
    for (let press = 0; press < 5; press++) fireEvent.keyDown(spot, { key: '+' });
    expect(scale()).toBe('100 %');
    expect(screen.getByRole('button', { name: 'Увеличить' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(spot, { key: '-' });
    expect(scale()).toBe('80 %');
    fireEvent.keyDown(spot, { key: '0' });
    expect(scale()).toBe('50 %');
    // A real dblclick: the Preact testing library's doubleClick fires an event named 'doubleclick'.
    const diagram = screen.getByRole('group', { name: 'Схема: Тормозной механизм передний' });
    act(() => {
      diagram.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, clientX: 300, clientY: 200 }));
    });
    expect(scale()).toBe('100 %');
    fireEvent.click(screen.getByRole('button', { name: 'Вся схема' }));
    expect(scale()).toBe('50 %');
  });

  it('zooms with a pinch around the fingers', async () => {
    await showUnit();
    const diagram = screen.getByRole('group', { name: 'Схема: Тормозной механизм передний' });
    const touch = (type: string, pointerId: number, clientX: number) =>
      fireEvent[type as 'pointerDown'](diagram, { pointerId, pointerType: 'touch', clientX, clientY: 200 });
    touch('pointerDown', 1, 250);
    touch('pointerDown', 2, 350);
    touch('pointerMove', 2, 450);
    // The fingers twice as far apart: twice the scale (50 % to 100 %).
    expect(scale()).toBe('100 %');
    touch('pointerUp', 1, 250);
    touch('pointerUp', 2, 450);
  });

  it('adds a part we sell to the basket from its row, telling the page', async () => {
    const { server, onAddToBasket } = await showUnit();
    const [bosch] = rows('2');
    fireEvent.click(within(bosch as HTMLElement).getByRole('button', { name: /^В корзину: / }));
    await screen.findByText('Товар добавлен в корзину');
    expect(server.calls.find((call) => call.path === '/rest/basket.add.json')?.form).toEqual({
      need_user_data: 'Y',
      productId: '1001',
      quantity: '1',
      name: 'Колодки тормозные передние VW Polo',
      source: 'other',
      xml_id: 'ЦБ-00001010',
      catalog_xml_id: 'b7e1',
      detail_page_url: '/product/1010',
      brand: 'BOSCH',
      article: '0 986 494 524',
      // The picture as it passed the URL rule: on the API, which is the page's origin here.
      photo: `${location.origin}/demo-assets/parts/spark-plug.svg`,
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(onAddToBasket).toHaveBeenCalledWith({ productId: '1001', quantity: 1 });
    await waitFor(() =>
      expect(within(bosch as HTMLElement).getByRole('button', { name: /^В корзине: / })).toBeTruthy(),
    );
    // The other rows sell nothing of ours.
    expect(within(rows('1')[0] as HTMLElement).queryByRole('button', { name: /^В корзину: / })).toBeNull();
  });

  it("lists a part's attributes in its tooltip, 'amount' as the quantity", async () => {
    await showUnit();
    const name = within(rows('3')[0] as HTMLElement).getByRole('button', { name: 'Диск тормозной передний' });
    act(() => name.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Количество: 2; Примечание: Вариант 6R0 615 301',
    );
    expect(name.getAttribute('aria-description')).toBe('Количество: 2; Примечание: Вариант 6R0 615 301');
  });
});
