import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y.ts';
import { type Harness, screenshot, withHarness } from './support.ts';

const harness: Harness = withHarness();

const map = (page: Page) => page.getByRole('main').locator('svg[aria-describedby]');

async function viewBox(page: Page): Promise<number[]> {
  return ((await map(page).getAttribute('viewBox')) ?? '').split(' ').map(Number);
}

describe('delivery map', () => {
  test("a town's name chooses it as its point does; zoomed, the map pans by drag and by the arrows", async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/opt/delivery/'));
    const schedule = page.getByRole('region', { name: 'График доставки' }).first();
    await map(page).locator('text', { hasText: 'Балашов' }).click();
    await schedule.getByRole('heading', { name: 'Балашов' }).waitFor();

    const zoomIn = page.getByRole('button', { name: 'Приблизить' });
    for (let press = 0; press < 4; press += 1) await zoomIn.click();
    const before = await viewBox(page);
    await zoomIn.focus();
    // Балашов is at the map's eastern edge: the arrow takes the map west.
    await page.keyboard.press('ArrowLeft');
    const svg = await map(page).elementHandle();
    await page.waitForFunction(
      ([element, x]) => Number(element?.getAttribute('viewBox')?.split(' ')[0]) < Number(x),
      [svg, before[0] ?? 0] as const,
    );
    const keyed = await viewBox(page);

    const box = await map(page).boundingBox();
    assert.ok(box);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 - 40, { steps: 5 });
    await page.mouse.up();
    const dragged = await viewBox(page);
    assert.ok((dragged[0] ?? 0) > (keyed[0] ?? 0), `dragged left: ${keyed} → ${dragged}`);
    assert.ok((dragged[1] ?? 0) > (keyed[1] ?? 0), `dragged up: ${keyed} → ${dragged}`);
    await screenshot(page, 'delivery-map-panned-1280');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });

  test('its zoom limits show the whole map with a margin, and a few towns close up', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/opt/delivery/'));
    await map(page).waitFor();
    const [, , width] = await viewBox(page);
    const zoomOut = page.getByRole('button', { name: 'Отдалить' });
    while (await zoomOut.isEnabled()) await zoomOut.click();
    assert.equal((await viewBox(page))[2], (width ?? 0) * 2, 'half the drawing at the minimum');
    const zoomIn = page.getByRole('button', { name: 'Приблизить' });
    while (await zoomIn.isEnabled()) await zoomIn.click();
    assert.ok(
      Math.abs(((await viewBox(page))[2] ?? 0) - (width ?? 0) / 8) < 0.01,
      'eight times at the maximum',
    );
    await context.close();
  });
});

describe('contacts map', () => {
  test('is labelled a schematic and opens the address on an external map', async () => {
    const context = await harness.newContext({ width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(harness.url('/opt/contacts/'));
    const figure = page.getByRole('figure');
    await figure.getByText(/^Схема проезда, не в масштабе\. г\. Воронеж/).waitFor();
    const link = figure.getByRole('link', { name: 'Открыть адрес на карте' });
    assert.match((await link.getAttribute('href')) ?? '', /^https:\/\/yandex\.ru\/maps\/\?text=/);
    await figure.getByRole('img', { name: /Схема проезда/ }).waitFor();
    await context.close();
  });
});
