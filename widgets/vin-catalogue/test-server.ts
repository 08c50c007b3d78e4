import { getSession } from '@portal/core/session';
import {
  createFakeFetch,
  json,
  pageAnswer,
  type RecordedCall,
  type Reply,
  signInWith,
  WIRE_CATALOGUES,
  WIRE_QUICK_GROUPS,
  WIRE_UNIT,
  WIRE_UNIT_PAGE,
  WIRE_VEHICLE,
  WIRE_WIZARD,
  type WireAnswer,
  type WireVinByIdentPage,
  type WireVinQuickDetails,
  type WireVinVehiclesPage,
  wireHeaderAnswer,
} from '@portal/test';
import { afterEach, beforeEach, vi } from 'vitest';

/** What each page key answers by default. */
const PAGES: Record<string, unknown> = {
  'laximo-main': WIRE_CATALOGUES,
  'laximo-catalog': WIRE_WIZARD,
  'laximo-vehicles': { catalog: WIRE_WIZARD.catalog, vehicles: [WIRE_VEHICLE] } satisfies WireVinVehiclesPage,
  'laximo-vin': { vehicles: [WIRE_VEHICLE] } satisfies WireVinByIdentPage,
  'laximo-qgroups': WIRE_QUICK_GROUPS,
  'laximo-unit': WIRE_UNIT_PAGE,
};

const BASKET = wireHeaderAnswer(4, 9000);

/**
 * A server for the catalogue widget: `answer` may replace any call's answer (or hold it back by
 * returning a promise); the basket calls succeed.
 */
export function vinServer(
  answer: (call: RecordedCall) => Reply | Promise<Reply> | undefined = () => undefined,
) {
  return createFakeFetch((call) => {
    const replaced = answer(call);
    if (replaced) return replaced;
    if (call.path === '/rest/basket.add.json' || call.path === '/rest/backend.basket_count.json')
      return json(200, BASKET);
    if (call.path === '/rest/basket.list.json') return json(200, { result: { ITEMS: [] } });
    if (call.path === '/rest/backend.listquickdetail.json')
      return json(200, {
        result: [{ categoryId: '30', name: 'Тормозная система', units: [WIRE_UNIT] }],
      } satisfies WireAnswer<WireVinQuickDetails>);
    return json(200, pageAnswer(PAGES[call.form.page ?? ''] ?? null));
  });
}

/** The page data keys asked for, in order. */
export const pagesAsked = (server: ReturnType<typeof vinServer>) =>
  server.calls.filter((call) => call.path === '/rest/backend.page.json').map((call) => call.form.page);

/** Each test of the file signed in, with the stubbed globals undone after it. */
export function signedIn(): void {
  beforeEach(() => {
    signInWith(getSession());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
