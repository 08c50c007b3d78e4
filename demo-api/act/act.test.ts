import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import type { LedgerEntry } from '../data/account';
import { post, signIn } from '../test-support';
import { debtStatement, formatKopecks, reconciliationAct } from './act';
import { amountInWords, MAX_KOPECKS, plural } from './amount-words';
import { pdfPages } from './pdf-text';

const VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['один одна', 1],
    ['два две', 2],
    ['три', 3],
    ['четыре', 4],
    ['пять', 5],
    ['шесть', 6],
    ['семь', 7],
    ['восемь', 8],
    ['девять', 9],
    ['десять', 10],
    ['одиннадцать', 11],
    ['двенадцать', 12],
    ['тринадцать', 13],
    ['четырнадцать', 14],
    ['пятнадцать', 15],
    ['шестнадцать', 16],
    ['семнадцать', 17],
    ['восемнадцать', 18],
    ['девятнадцать', 19],
    ['двадцать', 20],
    ['тридцать', 30],
    ['сорок', 40],
    ['пятьдесят', 50],
    ['шестьдесят', 60],
    ['семьдесят', 70],
    ['восемьдесят', 80],
    ['девяносто', 90],
    ['сто', 100],
    ['двести', 200],
    ['триста', 300],
    ['четыреста', 400],
    ['пятьсот', 500],
    ['шестьсот', 600],
    ['семьсот', 700],
    ['восемьсот', 800],
    ['девятьсот', 900],
  ].flatMap(([words, value]) =>
    String(words)
      .split(' ')
      .map((word) => [word, Number(value)]),
  ),
);
const SCALES: readonly [RegExp, number][] = [
  [/^тысяч/, 1e3],
  [/^миллион/, 1e6],
  [/^миллиард/, 1e9],
];

/** Reads words back as a person would: a number word adds, a scale word multiplies its group. */
function readBack(words: string): { rubles: number; kopecks: number; rubleWord: string; kopeckWord: string } {
  const tokens = words.split(' ');
  let total = 0;
  let group = 0;
  let index = 0;
  for (; !/^рубл/.test(tokens[index] ?? 'рубл'); index++) {
    const token = tokens[index] ?? '';
    const scale = SCALES.find(([pattern]) => pattern.test(token));
    if (scale) {
      total += group * scale[1];
      group = 0;
    } else if (token !== 'ноль') group += VALUES[token] ?? Number.NaN;
  }
  return {
    rubles: total + group,
    rubleWord: tokens[index] ?? '',
    kopecks: Number(tokens[index + 1]),
    kopeckWord: tokens[index + 2] ?? '',
  };
}

describe('amountInWords', () => {
  it('writes the examples as a bookkeeper does', () => {
    expect(amountInWords(1_234_500)).toBe('двенадцать тысяч триста сорок пять рублей 00 копеек');
    expect(amountInWords(0)).toBe('ноль рублей 00 копеек');
    expect(amountInWords(101)).toBe('один рубль 01 копейка');
    expect(amountInWords(100_122)).toBe('одна тысяча один рубль 22 копейки');
    expect(amountInWords(211_200_000_011)).toBe('два миллиарда сто двенадцать миллионов рублей 11 копеек');
    expect(amountInWords(2_000_000 * 100 + 14)).toBe('два миллиона рублей 14 копеек');
  });

  it('reads back to the amount, in words that agree with their numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_KOPECKS }), (kopecks) => {
        const words = amountInWords(kopecks);
        const read = readBack(words);
        expect(read.rubles * 100 + read.kopecks).toBe(kopecks);
        expect(read.rubleWord).toBe(plural(Math.floor(kopecks / 100), ['рубль', 'рубля', 'рублей']));
        expect(read.kopeckWord).toBe(plural(kopecks % 100, ['копейка', 'копейки', 'копеек']));
        expect(words).toMatch(/^[а-яё]+( [а-яё]+)* \d\d [а-яё]+$/);
        // Thousands are feminine: 'одна тысяча', 'две тысячи', never 'один тысяча'.
        expect(words).not.toMatch(/(один|два) тысяч/);
      }),
    );
  });

  it('refuses what it cannot write', () => {
    for (const bad of [-1, 0.5, MAX_KOPECKS + 1, Number.NaN])
      expect(() => amountInWords(bad)).toThrow(RangeError);
  });
});

const SELLER = { name: 'ООО «Автодеталь»', inn: '3662045678', kpp: '366201001' };
const BUYER = { name: 'ИП Смирнов А. В.', inn: '481234567890', kpp: '' };

describe('debtStatement', () => {
  it('names the debtor by the sign of the balance, the amount in figures and in words', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_KOPECKS, max: MAX_KOPECKS }), (balance) => {
        const statement = debtStatement(SELLER, BUYER, '30.11.2026', balance);
        // A property that returns a value fails on a falsy one: the zero case asserts and returns nothing.
        if (balance === 0) {
          expect(statement).toBe('Задолженность на 30.11.2026 отсутствует.');
          return;
        }
        const [debtor, creditor] = balance > 0 ? [BUYER, SELLER] : [SELLER, BUYER];
        expect(statement).toBe(
          `Задолженность ${debtor.name} перед ${creditor.name} на 30.11.2026 составляет ${formatKopecks(Math.abs(balance))} руб. (${amountInWords(Math.abs(balance))}).`,
        );
      }),
      // No balance at all is a case of its own: always among the values tried.
      { examples: [[0]] },
    );
    expect(debtStatement(SELLER, BUYER, '30.11.2026', 1_234_500)).toBe(
      'Задолженность ИП Смирнов А. В. перед ООО «Автодеталь» на 30.11.2026 составляет 12\u00a0345,00 руб. (двенадцать тысяч триста сорок пять рублей 00 копеек).',
    );
  });
});

const DAY = 86_400_000;
const entry = fc.record({
  kind: fc.constantFrom<LedgerEntry['kind']>('shipment', 'payment'),
  date: fc.integer({ min: 0, max: 400 }).map((day) => Date.UTC(2026, 0, 1) + day * DAY),
  number: fc.constant('1'),
  amount: fc.integer({ min: 1, max: 10_000_000 }).map((kopecks) => kopecks / 100),
});

describe('reconciliationAct', () => {
  it('opens with the balance before the period, closes with the balance at its end, turnover between', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 40 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 60 }),
        (ledger, start, days) => {
          const from = Date.UTC(2026, 0, 1) + start * DAY;
          const to = from + days * DAY - 1;
          const act = reconciliationAct(ledger, { seller: SELLER, buyer: BUYER }, { from, to });
          const balance = (upTo: number) =>
            ledger
              .filter((item) => item.date <= upTo)
              .reduce(
                (sum, item) => sum + (item.kind === 'shipment' ? 1 : -1) * Math.round(item.amount * 100),
                0,
              );
          expect(act.opening).toBe(balance(from - 1));
          expect(act.closing).toBe(balance(to));
          expect(act.closing).toBe(act.opening + act.turnover.debit - act.turnover.credit);
          expect(act.rows).toHaveLength(ledger.filter((item) => item.date >= from && item.date <= to).length);
          expect(act.statement).toBe(debtStatement(SELLER, BUYER, act.to, act.closing));
        },
      ),
    );
  });
});

describe('the act over the API', () => {
  it('prints as a PDF of A4 pages with Cyrillic text, the head on every page, the parties and the debt in words', async () => {
    const now = Date.UTC(2026, 11, 7, 9);
    const app = createDemoApi({ products: 200, now: () => now });
    const token = (await signIn(app, 'demo')).access_token;
    const ask = async (path: string, fields: Record<string, string>) =>
      ((await (await post(app, path, fields, token)).json()) as { result: Record<string, unknown> }).result;
    const period = { date_from: '01.01.2026', date_to: '07.12.2026' };
    const { act } = (await ask('/rest/backend.page.json', { page: 'personal_sverka_act', ...period }))
      .page as {
      act: ReturnType<typeof reconciliationAct>;
    };
    const download = await ask('/rest/sverka.act.download.json', period);
    expect(download).toMatchObject({ success: true, file_name: 'Акт сверки 01.01.2026-07.12.2026.pdf' });
    const pages = await pdfPages(Buffer.from(String(download.file), 'base64'));
    expect(pages.length).toBeGreaterThan(1);
    for (const [index, page] of pages.entries()) {
      expect(page).toMatch(/№ Дата Документ Дебет Кредит/);
      expect(page).toContain(`Страница ${index + 1} из ${pages.length}`);
    }
    const text = pages.join('\n').replace(/\n/g, ' ');
    expect(text).toContain('Акт сверки взаимных расчётов');
    expect(text).toContain('за период с 01.01.2026 по 07.12.2026');
    expect(text).toContain('ООО «Автодеталь», ИНН 3662045678, КПП 366201001');
    expect(text).toContain('ООО «Автодеталь-Черноземье», ИНН 3664123456, КПП 366401001');
    expect(text).toContain(act.statement.replace(/\u00a0/g, ' '));
    expect(text.match(/М\.П\./g)).toHaveLength(2);
    for (const row of act.rows) expect(text).toContain(row.document);

    expect(
      await ask('/rest/sverka.act.download.json', { date_from: '01.01.2026', date_to: '' }),
    ).toMatchObject({
      success: false,
      message: 'Укажите начало и конец периода акта сверки.',
    });
  });
});
