import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { focusOf } from './a11y.ts';
import { named, tabTo } from './keyboard.ts';
import { eventually, type Harness, signedInAt, signedInPage, withHarness } from './support.ts';

/*
 * By keyboard alone, nothing hides or drops the focus: a header drop-down closes as the focus
 * leaves it, and the focus stays on what was pressed when the page redraws after it.
 */

const harness: Harness = withHarness();

describe('the focus stays in sight', () => {
  test('the catalogue and the account drop-downs close when Tab leaves them', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await page.getByRole('main').waitFor();
    const catalogue = page.getByRole('button', { name: 'Каталог' });
    await tabTo(page, named('Каталог'));
    await page.keyboard.press('Enter');
    await eventually(
      () => catalogue.getAttribute('aria-expanded'),
      (value) => value === 'true',
      'opened',
    );
    await page
      .locator(`[id="${await catalogue.getAttribute('aria-controls')}"] a`)
      .first()
      .waitFor();
    // Through the panel's links to the search box after it: the panel is gone by then.
    const search = await tabTo(page, (focus) => focus.role === 'combobox' && focus.tag === 'input', {
      max: 200,
    });
    assert.equal(search.role, 'combobox');
    assert.equal(
      await catalogue.getAttribute('aria-expanded'),
      'false',
      'the catalogue closed behind the focus',
    );

    const account = page.getByRole('button', { name: 'Иван Петров' });
    await tabTo(page, named('Иван Петров'));
    await page.keyboard.press('Enter');
    await eventually(
      () => account.getAttribute('aria-expanded'),
      (value) => value === 'true',
      'opened',
    );
    await tabTo(page, named(/^Корзина/), { max: 40 });
    assert.equal(
      await account.getAttribute('aria-expanded'),
      'false',
      'the account menu closed behind the focus',
    );
    await context.close();
  });

  test("'Применить' of the filters keeps the focus on it", async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/catalog/41');
    await page.locator('[part~="row"]').first().waitFor();
    await page.getByRole('button', { name: 'Применить' }).first().waitFor();
    const checkboxFocused = () =>
      page.evaluate(`(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.type === 'checkbox' && active.closest('aside') !== null;
      })()`) as Promise<boolean>;
    for (let presses = 0; !(await checkboxFocused()); presses++) {
      assert.ok(presses < 80, 'a filter checkbox within 80 Tabs');
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Space');
    await tabTo(page, named('Применить'), { max: 60 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Фильтры (1)' }).waitFor();
    const focus = await eventually(
      () => focusOf(page),
      (value) => value !== null,
      'a focused element',
    );
    assert.equal(focus?.name, 'Применить');
    await context.close();
  });

  test('a changed password leaves the focus in the emptied form', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/changepass/');
    await page.getByLabel('Старый пароль').waitFor();
    await tabTo(page, (focus) => focus.tag === 'input' && focus.name === 'Старый пароль');
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Zapchasti-2025');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Zapchasti-2025');
    await tabTo(page, named('Сменить пароль'));
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Пароль успешно изменён.' }).waitFor();
    const focus = await eventually(
      () => focusOf(page),
      (value) => value !== null,
      'a focused element',
    );
    assert.equal(focus?.name, 'Старый пароль');
    await harness.control('reset');
    await context.close();
  });

  for (const width of [1280, 390])
    test(`'Удалить' of a basket line hands the focus to the next line's, the last to the emptied basket (${width} px)`, async () => {
      await harness.control('reset');
      await harness.control('basket', { login: 'basic', lines: 3 });
      const { context, page } = await signedInAt(harness, '/basket/', 'basic', { width, height: 800 });
      const lines = page.locator('[part="line"]');
      await lines.nth(2).waitFor();
      const removes = await page
        .getByRole('button', { name: /^Удалить: / })
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
      assert.equal(removes.length, 3);
      await tabTo(page, named(removes[0] ?? ''), { max: 80 });
      for (const [index, next] of [removes[1], removes[2]].entries()) {
        await page.keyboard.press('Enter');
        await eventually(
          () => lines.count(),
          (count) => count === 2 - index,
          `${2 - index} lines left`,
        );
        const focus = await eventually(
          () => focusOf(page),
          (value) => value !== null,
          'a focused element',
        );
        assert.equal(focus?.name, next);
        assert.ok(focus?.shown, 'the focus drawn');
      }
      await page.keyboard.press('Enter');
      await page.getByText('Ваша корзина пуста.').waitFor();
      const focus = await eventually(
        () => focusOf(page),
        (value) => value !== null,
        'a focused element',
      );
      assert.match(focus?.name ?? '', /Ваша корзина пуста\./);
      await context.close();
    });
});
