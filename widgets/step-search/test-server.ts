import { getSession } from '@portal/core/session';
import {
  createFakeFetch,
  filterData,
  json,
  type RecordedCall,
  type Reply,
  signInWith,
  stepPage,
  WIRE_NOW,
  WIRE_SCHEDULE,
  wireHeaderAnswer,
  wireOffer,
  wireParts,
  wireProduct,
} from '@portal/test';
import { afterEach, beforeEach, vi } from 'vitest';

/** The four answers of a search for BOSCH 0 986 494 524 with every section filled. */
export const STEP_ANSWERS: Record<string, ReturnType<typeof stepPage>> = {
  instock: stepPage('instockremotesuppliers', { total: 1, products_data: [wireProduct()] }),
  instockremotesuppliers: stepPage('instockanalogs', {
    delivery_schedule: WIRE_SCHEDULE,
    remote_suppliers: {
      CATALOGS: [],
      PARTS: wireParts('N', [
        wireOffer({ id: 'n1', brand_title: 'BOSCH', article: '0 986 494 525', title: 'Колодки BOSCH' }),
      ]),
    },
  }),
  instockanalogs: stepPage('instockanalogsremotesuppliers', {
    local_analogs: {
      products_data: [
        wireProduct({ ID: '1002', PROPERTY_BRAND_NAME: 'TRW', PROPERTY_CML2_ARTICLE_VALUE: 'GDB1550' }),
      ],
      filter_data: filterData(['TRW'], ['21.11.2024']),
    },
  }),
  instockanalogsremotesuppliers: stepPage('final', {
    delivery_schedule: WIRE_SCHEDULE,
    remote_suppliers: {
      PARTS: wireParts('0', [
        wireOffer({
          id: 'a1',
          brand_title: 'ATE',
          article: '13.0460-7184.2',
          ratio: 2,
          quantity: 9,
          title: 'Колодки ATE',
        }),
        wireOffer({
          id: 'a2',
          brand_title: 'TRW',
          article: 'GDB1551',
          title: 'Колодки TRW',
          price_src: 1500,
          OPT_TRAND_MARK: true,
        }),
      ]),
    },
    filter_data: filterData(['ATE', 'TRW'], ['22.11.2024']),
  }),
};

const BASKET = wireHeaderAnswer(4, 9000);

/**
 * A server for the step search: `answer` may replace a step's answer (or hold it back by returning
 * a promise); the basket calls succeed.
 */
export function stepSearchServer(
  answer: (call: RecordedCall) => Reply | Promise<Reply> | undefined = () => undefined,
) {
  return createFakeFetch((call) => {
    if (call.path === '/rest/basket.add.json') return json(200, BASKET);
    if (call.path === '/rest/backend.basket_count.json') return json(200, BASKET);
    const replaced = answer(call);
    if (replaced) return replaced;
    return json(200, STEP_ANSWERS[call.form.step ?? ''] ?? stepPage('final'));
  });
}

/**
 * Each test of the file signed in, with the clock where the test schedule starts: remote delivery
 * dates are derived from now. Undone after each test, with the stubbed globals.
 */
export function signedInAtScheduleStart(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WIRE_NOW);
    signInWith(getSession());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
