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
  test('is drawn at a fixed scale, every name at least 12 px and none over another; a phone scrolls it from the office', async () => {
    for (const width of [1280, 390]) {
      const context = await harness.newContext({ width, height: 900 });
      const page = await context.newPage();
      await page.goto(harness.url('/opt/contacts/'));
      const figure = page.getByRole('figure');
      const svg = figure.getByRole('img', { name: /Схема проезда/ });
      await svg.waitFor();
      // Nothing to zoom: closer were bare stripes, farther out names piled up (issue 44).
      assert.equal(await figure.getByRole('button').count(), 0, 'no zoom buttons');
      assert.equal(await svg.getAttribute('viewBox'), '0 0 600 360');
      // Each name's letters as boxes on screen (in the map's scrolled frame), and its size on screen.
      const names = await svg.evaluate((map: SVGSVGElement) =>
        [...map.querySelectorAll('text')].map((text) => {
          const matrix = text.getScreenCTM() ?? new DOMMatrix();
          const letters = [...Array(text.getNumberOfChars()).keys()].map((index) => {
            const cell = text.getExtentOfChar(index);
            const corners = [
              [cell.x, cell.y],
              [cell.x + cell.width, cell.y],
              [cell.x, cell.y + cell.height],
              [cell.x + cell.width, cell.y + cell.height],
            ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(matrix));
            const xs = corners.map((point) => point.x);
            const ys = corners.map((point) => point.y);
            return {
              left: Math.min(...xs),
              right: Math.max(...xs),
              top: Math.min(...ys),
              bottom: Math.max(...ys),
            };
          });
          return {
            name: text.textContent ?? '',
            px: Number.parseFloat(getComputedStyle(text).fontSize) * Math.hypot(matrix.a, matrix.b),
            letters,
          };
        }),
      );
      assert.equal(names.length, 5, 'four streets and the office');
      for (const { name, px, letters } of names) {
        assert.ok(px >= 11.99, `${name}: ${px.toFixed(1)} px at ${width}`);
        assert.equal(letters.length, name.length, `${name} is drawn whole at ${width}`);
      }
      // A rotated letter's cell is an upright box round a slanted letter: shrunk by a pixel.
      const overlap = (a: (typeof names)[number]['letters'][number], b: typeof a) =>
        a.left + 1 < b.right - 1 &&
        b.left + 1 < a.right - 1 &&
        a.top + 1 < b.bottom - 1 &&
        b.top + 1 < a.bottom - 1;
      for (const [index, one] of names.entries())
        for (const other of names.slice(index + 1))
          assert.ok(
            !one.letters.some((a) => other.letters.some((b) => overlap(a, b))),
            `${one.name} and ${other.name} overlap at ${width}`,
          );

      // Narrower than the map: the frame scrolls, is a Tab stop, and opens with the office in sight.
      const frame = svg.locator('xpath=..');
      const scrolls = await frame.evaluate((element) => element.scrollWidth > element.clientWidth);
      assert.equal(scrolls, width < 600, `the frame scrolls at ${width}`);
      assert.equal(await frame.getAttribute('tabindex'), scrolls ? '0' : null);
      const office = names.find((found) => found.name === 'Автодеталь')?.letters ?? [];
      const shown = await frame.boundingBox();
      assert.ok(shown && office.length > 0);
      for (const letter of office)
        assert.ok(
          letter.left >= shown.x && letter.right <= shown.x + shown.width,
          `the office's name is in sight at ${width}`,
        );
      assert.deepEqual(await seriousA11yViolations(page), []);
      await screenshot(page, `contacts-map-${width}`);
      await context.close();
    }
  });
});
