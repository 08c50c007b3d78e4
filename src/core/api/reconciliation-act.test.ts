import { createFakeFetch, json, onTestPortal, type Route, signInWith } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { createSession } from '../session/session';
import { isApiError } from './errors';
import { downloadPriceList } from './price-list-files';
import { downloadReconciliationAct, loadReconciliationAct } from './reconciliation-act';

function signedIn(route: Route) {
  const fake = createFakeFetch(route);
  const session = createSession(fake.fetch);
  signInWith(session);
  return { api: session.api, calls: fake.calls };
}

onTestPortal();

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

const ACT = {
  seller: { name: 'ООО «Автодеталь»', inn: '3662045678', kpp: '366201001' },
  buyer: { name: 'ИП Смирнов А. В.', inn: '481234567890' },
  from: '01.11.2026',
  to: '30.11.2026',
  opening: '',
  rows: [
    {
      date: '13.11.2026',
      document: 'Реализация товаров № ВРН-001024 от 13.11.2026',
      debit: 12345,
      credit: '',
    },
  ],
  turnover: { debit: 12345, credit: 0 },
  closing: 12345,
  statement:
    'Задолженность ИП Смирнов А. В. перед ООО «Автодеталь» на 30.11.2026 составляет 12 345,00 руб. (двенадцать тысяч триста сорок пять рублей 00 копеек).',
};

describe('the reconciliation act', () => {
  it('asks for the period and reads the act, the server’s closing line as it is', async () => {
    const { api, calls } = signedIn(() => json(200, { result: { current_user: null, page: { act: ACT } } }));
    const act = await loadReconciliationAct(api, NOVEMBER);
    expect(calls[0]?.form).toMatchObject({
      page: 'personal_sverka_act',
      date_from: '01.11.2026',
      date_to: '30.11.2026',
    });
    expect(act).toMatchObject({ buyer: { kpp: '' }, opening: 0, closing: 12345, statement: ACT.statement });
    expect(act.rows).toEqual([{ ...ACT.rows[0], credit: 0 }]);
  });

  it('turns a refusal or a malformed act into an error with the server’s words', async () => {
    const refused = signedIn(() =>
      json(200, {
        result: { page: { error: true, error_message: 'Укажите начало и конец периода акта сверки.' } },
      }),
    );
    const error = await loadReconciliationAct(refused.api, NOVEMBER).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.serverMessage).toBe('Укажите начало и конец периода акта сверки.');
    const broken = signedIn(() => json(200, { result: { page: { act: { ...ACT, closing: 'много' } } } }));
    expect(
      isApiError(await loadReconciliationAct(broken.api, NOVEMBER).catch((caught: unknown) => caught)),
    ).toBe(true);
  });

  it('downloads the PDF and a price list as files, or the server’s message', async () => {
    const { api, calls } = signedIn((request) =>
      request.path === '/rest/sverka.act.download.json'
        ? json(200, {
            result: {
              success: true,
              error: false,
              file: btoa('%PDF-1.7'),
              file_name: 'Акт.pdf',
              message: '',
            },
          })
        : json(200, {
            result: {
              success: false,
              error: true,
              file: '',
              file_name: '',
              message: 'Прайс-лист не найден.',
            },
          }),
    );
    const pdf = await downloadReconciliationAct(api, NOVEMBER);
    expect(pdf.ok && [pdf.file.fileName, new TextDecoder().decode(pdf.file.bytes)]).toEqual([
      'Акт.pdf',
      '%PDF-1.7',
    ]);
    expect(await downloadPriceList(api, 'old')).toEqual({ ok: false, message: 'Прайс-лист не найден.' });
    expect(calls.map((call) => [call.path, call.form])).toEqual([
      ['/rest/sverka.act.download.json', { date_from: '01.11.2026', date_to: '30.11.2026' }],
      ['/rest/pricelist.download.json', { list: 'old' }],
    ]);
  });
});
