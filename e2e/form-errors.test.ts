import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { focusOf, seriousA11yViolations } from './a11y.ts';
import { liveRegionTexts, named, tabTo } from './keyboard.ts';
import { eventually, type Harness, screenshot, signedInAt, withHarness } from './support.ts';

/*
 * A submit the form's rules refuse, by keyboard alone, as a screen reader hears it: the focus on
 * the first invalid field, which is aria-invalid and described by its message, and a summary said
 * in a live region.
 */

const harness: Harness = withHarness();

/** The focused field (in a shadow root too): its name, whether it is invalid and what describes it. */
function focusedField(page: Page) {
  return page.evaluate(`(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return null;
    const root = active.getRootNode();
    const described = (active.getAttribute('aria-describedby') ?? '').split(/\\s+/)
      .map((id) => (id ? root.getElementById(id)?.textContent?.trim() : '') ?? '').filter(Boolean);
    return {
      name: (active.labels?.[0]?.textContent ?? active.getAttribute('aria-label') ?? '').trim(),
      invalid: active.getAttribute('aria-invalid'),
      description: described.join(' '),
    };
  })()`) as Promise<{ name: string; invalid: string | null; description: string } | null>;
}

/**
 * Waits for the refused submit to be reported: the first field focused and the summary said, which
 * counts the wrong fields (`fields` of them) and reads their message once.
 */
async function refused(page: Page, field: string | RegExp, message: string, fields = 1) {
  const focused = await eventually(
    () => focusedField(page),
    (value) => value !== null && (typeof field === 'string' ? value.name === field : field.test(value.name)),
    `the focus on ${field}`,
  );
  assert.deepEqual(
    { invalid: focused?.invalid, description: focused?.description },
    { invalid: 'true', description: message },
  );
  const count = { 1: '1 ошибка', 3: '3 ошибки' }[fields] ?? `${fields} ошибок`;
  const summary = `Форма не отправлена: ${count}. ${/[.!?…]$/.test(message) ? message : `${message}.`}`;
  await eventually(
    () => liveRegionTexts(page),
    (said) => said.includes(summary),
    'the summary said',
  );
}

/** Selects what a focused field holds and types over it, as a keyboard user does. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

describe('refused submits by keyboard', () => {
  test('the return claim: 99 above the sale quantity', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/basket/');
    await page.locator('[part="submit"]').click();
    const placed = page.locator('[part="notice"]').filter({ hasText: /^Заказ № \d+ оформлен\./ });
    await placed.waitFor();
    const number = /№ (\d+)/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
    await page.goto(harness.url('/personal/orderlist/'));
    await page.getByRole('link', { name: `Заказ № ${number}` }).waitFor();
    await tabTo(page, named(`Заказ № ${number}`));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Оформить возврат: Колодки/ }).waitFor();
    await tabTo(page, named(/^Оформить возврат: Колодки/), { max: 80 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Заявка на возврат' });
    await dialog.getByLabel('Количество').waitFor();
    await tabTo(page, (focus) => focus.tag === 'input' && focus.name === 'Количество');
    await retype(page, '99');
    await tabTo(page, named('Отправить заявку'));
    await page.keyboard.press('Enter');
    await refused(page, 'Количество', 'Макс. кол-во 2');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });

  test("the price list: a wrong address, 'Неверный e-mail.'", async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/pricelist/');
    await page.getByRole('textbox', { name: 'E-mail 1', exact: true }).waitFor();
    await tabTo(page, (focus) => focus.tag === 'input' && focus.name === 'E-mail 1');
    await retype(page, 'snab@avtodetal');
    await tabTo(page, named('Сохранить'));
    await page.keyboard.press('Enter');
    await refused(page, 'E-mail 1', 'Неверный e-mail.');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `form-errors-price-list-${width}`);
    }
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });

  test('the VIN search: a value that is not a VIN', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/laximo-catalogs/');
    await page.getByRole('link', { name: 'Volkswagen' }).waitFor();
    await tabTo(page, (focus) => focus.tag === 'input' && focus.name === 'VIN или номер кузова');
    await page.keyboard.type('XTA!12345');
    await tabTo(page, named('Найти'), { max: 3 });
    await page.keyboard.press('Enter');
    const field = await eventually(
      () => focusedField(page),
      (value) => value?.invalid === 'true',
      'the field invalid and focused',
    );
    assert.equal(field?.name, 'VIN или номер кузова');
    assert.match(field?.description ?? '', /^Это не VIN и не номер кузова/);
    await refused(page, 'VIN или номер кузова', field?.description ?? '');
    assert.equal((await focusOf(page))?.tag, 'input');
    await context.close();
  });

  test("the delivery review: three questions unanswered, 'Выберите «Да» или «Нет».'", async () => {
    await harness.control('reset');
    const context = await harness.newContext({ width: 1280, height: 700 });
    const page = await context.newPage();
    await page.goto(harness.url('/reviews/?direction=Липецк&client=ООО&saledate=20.11.2024&salenumber=1'));
    await page.getByRole('button', { name: 'Отправить' }).waitFor();
    await tabTo(page, named('Отправить'), { max: 40 });
    await page.keyboard.press('Enter');
    await refused(page, 'Да', 'Выберите «Да» или «Нет».', 3);
    const radios = page.getByRole('radio', { name: /^(Да|Нет)$/ });
    assert.deepEqual(
      await radios.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-invalid'))),
      Array(6).fill('true'),
    );
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });
});
