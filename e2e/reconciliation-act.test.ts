import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { pdfPages } from '../demo-api/act/pdf-text.ts';
import { seriousA11yViolations } from './a11y.ts';
import { type Harness, screenshot, signedInAt, withHarness } from './support.ts';

const harness: Harness = withHarness();

const HEAD = /№ Дата Документ Дебет Кредит/;
/** Spaces as a PDF reader gives them back (no-break spaces of the amounts included). */
const spaced = (text: string): string => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The settlements page over a period of two years up to the page's own end date. */
async function longPeriod(page: Page): Promise<{ from: string; to: string }> {
  await page.getByRole('heading', { level: 1, name: 'Взаиморасчёты' }).waitFor();
  // The end the page chose ('dd.MM.yyyy'), and the same day two years before it.
  const to = await page.getByRole('textbox', { name: 'Дата по' }).inputValue();
  const from = to.replace(/\d{4}$/, (year) => String(Number(year) - 2));
  await page.getByRole('textbox', { name: 'Дата с' }).fill(from);
  await page.getByRole('button', { name: 'Показать' }).click();
  await page
    .getByRole('heading', { name: `Акт сверки взаимных расчётов за период ${from} — ${to}` })
    .waitFor();
  return { from, to };
}

describe('the reconciliation act of the settlements page', () => {
  test('downloads as a PDF a bookkeeper can sign: parties, balances, the debt in words, A4 pages with the head', async () => {
    const { context, page } = await signedInAt(harness, '/personal/sverka/');
    const period = await longPeriod(page);
    // The balances the page shows ('10 699,50 ₽'; negative when the client paid ahead).
    const balance = async (label: string) =>
      spaced(
        (await page.getByRole('main').getByText(label).locator('xpath=..').locator('dd').textContent()) ?? '',
      ).replace(/ ₽$/, '');
    const opening = await balance('Сальдо на начало периода');
    const closing = await balance('Сальдо на конец периода');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать акт сверки (PDF)' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `Акт сверки ${period.from}-${period.to}.pdf`);
    const pages = await pdfPages(new Uint8Array(await readFile((await download.path()) ?? '')));
    assert.ok(pages.length >= 2, `a long period takes more than one page: ${pages.length}`);
    pages.forEach((text, index) => {
      assert.match(text, HEAD, `the table head on page ${index + 1}`);
      assert.ok(text.includes(`Страница ${index + 1} из ${pages.length}`));
    });
    const text = spaced(pages.join(' '));
    assert.ok(text.includes('Акт сверки взаимных расчётов'));
    assert.ok(text.includes(`за период с ${period.from} по ${period.to}`));
    assert.ok(text.includes('Продавец: ООО «Автодеталь», ИНН 3662045678, КПП 366201001'));
    assert.ok(text.includes('Покупатель: ООО «Автодеталь-Черноземье», ИНН 3664123456, КПП 366401001'));
    // The balances the page shows, debit when the client owes, credit when paid ahead.
    const row = (label: string, amount: string) =>
      amount.startsWith('-') ? `${label} 0,00 ${amount.slice(1)}` : `${label} ${amount} 0,00`;
    assert.ok(text.includes(row('Сальдо на начало периода', opening)), `opening ${opening}`);
    assert.ok(text.includes(row('Сальдо на конец периода', closing)), `closing ${closing}`);
    // Who owes whom at the end, in figures and in words.
    const words = '\\([а-яё ]+ рубл(ь|я|ей) \\d\\d копе(йка|йки|ек)\\)';
    const owes =
      closing === '0,00'
        ? `Задолженность на ${period.to} отсутствует\\.`
        : closing.startsWith('-')
          ? `Задолженность ООО «Автодеталь» перед ООО «Автодеталь-Черноземье» на ${period.to} составляет ${closing.slice(1)} руб\\. ${words}\\.`
          : `Задолженность ООО «Автодеталь-Черноземье» перед ООО «Автодеталь» на ${period.to} составляет ${closing} руб\\. ${words}\\.`;
    assert.match(text, new RegExp(owes));
    const statement = spaced(
      (await page.locator('[data-print-act] p').filter({ hasText: 'Задолженность' }).textContent()) ?? '',
    );
    assert.ok(
      text.includes(statement.replace(/^По данным ООО «Автодеталь»: ?/, '')),
      `the PDF says what the print says: ${statement}`,
    );
    assert.equal(text.match(/М\.П\./g)?.length, 2, 'a stamp place for each side');
    await context.close();
  });

  test('prints the act alone, on A4 sheets that repeat the table head', async () => {
    const { context, page } = await signedInAt(harness, '/personal/sverka/');
    const period = await longPeriod(page);
    assert.deepEqual(await seriousA11yViolations(page), [], 'axe on the settlements page with the act');
    await page.emulateMedia({ media: 'print' });
    const act = page.locator('[data-print-act]');
    await act.waitFor({ state: 'visible' });
    assert.equal(await page.locator('#root').isVisible(), false, 'the portal itself is not printed');
    assert.ok((await act.textContent())?.includes(`за период с ${period.from} по ${period.to}`));
    await screenshot(page, 'reconciliation-act-print');
    const printed = await pdfPages(new Uint8Array(await page.pdf({ preferCSSPageSize: true })));
    assert.ok(printed.length >= 2, `several sheets: ${printed.length}`);
    printed.forEach((text, index) => {
      assert.match(text, HEAD, `the head repeated on sheet ${index + 1}`);
      assert.ok(!text.includes('Взаиморасчёты'), 'nothing of the page around the act');
    });
    const last = spaced(printed.at(-1) ?? '');
    assert.match(last, /Задолженность (.+ )?на \d\d\.\d\d\.\d{4} (составляет|отсутствует)/);
    assert.equal(last.match(/М\.П\./g)?.length, 2);
    await page.emulateMedia({ media: 'screen' });
    assert.equal(await act.isVisible(), false, 'on screen the page shows the settlements, not the sheet');
    await context.close();
  });
});
