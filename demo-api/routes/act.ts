import { type Party, type ReconciliationAct, reconciliationAct } from '../act/act';
import { actPdf } from '../act/act-pdf';
import { ABOUT } from '../data/company';
import type { DemoUser } from '../data/users';
import { type DemoApp, type DemoDeps, withCaller } from '../http/context';
import type { FormObject } from '../http/form';
import { dateRange } from '../pages/account';
import type { PageHandler } from '../pages/index';

/**
 * The reconciliation act of the settlements page (ours, docs/server-contract.md "Reconciliation
 * act"): page=personal_sverka_act for the page to print, sverka.act.download.json for its PDF.
 */

const SELLER: Party = {
  name: ABOUT.PROPERTY_REQUISITES_NAME.VALUE,
  inn: ABOUT.PROPERTY_REQUISITES_INN.VALUE,
  kpp: ABOUT.PROPERTY_REQUISITES_KPP.VALUE,
};

const buyerOf = (user: DemoUser): Party => ({
  name: user.userData?.PROPERTY_FULL_NAME_VALUE || user.name,
  inn: user.userData?.PROPERTY_INN_VALUE ?? '',
  kpp: user.userData?.PROPERTY_KPP_VALUE ?? '',
});

/** The act of date_from…date_to, or why there is none: an act needs both ends of its period. */
function actFor(user: DemoUser, params: FormObject, deps: DemoDeps): ReconciliationAct | string {
  const range = dateRange(params);
  if (typeof range === 'string') return range;
  if (range.from === null || range.to === null) return 'Укажите начало и конец периода акта сверки.';
  if (range.from > range.to) return 'Начало периода позже его конца.';
  return reconciliationAct(
    deps.store.account.ledger(user.login),
    { seller: SELLER, buyer: buyerOf(user) },
    { from: range.from, to: range.to },
  );
}

const rubles = (kopecks: number): number => kopecks / 100;

/** The act as the page reads it: amounts in roubles, as every other answer has them. */
const wireAct = (act: ReconciliationAct) => ({
  seller: act.seller,
  buyer: act.buyer,
  from: act.from,
  to: act.to,
  opening: rubles(act.opening),
  rows: act.rows.map((row) => ({ ...row, debit: rubles(row.debit), credit: rubles(row.credit) })),
  turnover: { debit: rubles(act.turnover.debit), credit: rubles(act.turnover.credit) },
  closing: rubles(act.closing),
  statement: act.statement,
});

/** page=personal_sverka_act with date_from, date_to: `{ act }`, or `{ error, error_message }`. */
export const settlementActPage: PageHandler = ({ params, caller, deps }) => {
  if (!caller) return null;
  const act = actFor(caller.user, params, deps);
  return typeof act === 'string' ? { error: true, error_message: act } : { act: wireAct(act) };
};

export function actRoutes(app: DemoApp, deps: DemoDeps): void {
  app.post(
    '/rest/sverka.act.download.json',
    withCaller(async (c, { user }) => {
      const act = actFor(user, c.get('form'), deps);
      if (typeof act === 'string') return c.json({ result: { success: false, error: true, message: act } });
      const file = await actPdf(act);
      return c.json({
        result: {
          success: true,
          error: false,
          message: '',
          file: file.toString('base64'),
          file_name: `Акт сверки ${act.from}-${act.to}.pdf`,
        },
      });
    }),
  );
}
