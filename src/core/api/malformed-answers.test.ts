import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../../demo-api/app.ts';
import { signIn } from '../../../demo-api/test-support.ts';
import type { MatAccess, MatBasketDetail } from '../domain/mats';
import { EMPTY_ACCOUNT_FILTERS } from '../rules/account-filters';
import { EMPTY_FILTER } from '../rules/catalogue-filter';
import { NO_STEP_SEARCH_FILTERS } from '../rules/step-search-filters';
import { loadBasketCount } from './basket';
import { addBasketLine } from './basket-add';
import { clearBasket, deleteBasketLine, listBasket, loadBasketPage, updateBasketLine } from './basket-items';
import { checkBasketPrices, placeOrder } from './basket-order';
import { loadBasketProducts } from './basket-products';
import { sendUploadStep } from './basket-upload';
import { loadListPage } from './catalogue';
import { type ApiClient, createApiClient } from './client';
import { loadAboutPage, loadContactManagers, loadDeliveryMap } from './company';
import { loadContentDetail, loadContentPage } from './content';
import { type AccountDocument, downloadDocument, loadDocuments } from './documents';
import { errorMessageFor } from './error-message';
import { ApiError } from './errors';
import { loadLandingPage, sendCompanyRequest, suggestCompanies } from './landing';
import {
  findVehiclesByVin,
  loadQuickDetails,
  loadQuickGroups,
  loadVinCatalogues,
  loadVinUnit,
  loadVinVehicles,
  loadVinWizard,
} from './laximo';
import {
  addMatsBasketLine,
  loadMatConstructorData,
  loadMatGenerations,
  loadMatModels,
  loadMatPatternCode,
  loadMatStart,
} from './mats';
import { loadOrder, loadOrders } from './orders';
import { changePassword, loadPersonalDelivery, loadPersonalInfo } from './personal';
import { loadPriceList, savePriceList } from './price-list';
import { loadNearestDelivery, loadProductDetails, loadProductPage } from './product-detail';
import { lookupSale, sendClaim } from './return-claim';
import { sendReview } from './review';
import { fetchQuickSearch } from './search';
import { loadSearchPage } from './search-page';
import { loadSettlements } from './settlements';
import { loadFooterMenu, loadHomePage, loadShellHeader } from './shell';
import { loadSearchStep } from './step-search';
import { authorize, endServerSession, loadUser } from './user';

/**
 * Every REST call of the portal, driven through the real client against answers that are not what
 * the spec describes (issue 17, "Hostile content"): the call fails with an ApiError, whose message
 * for the user is the server's words or 'Произошла ошибка.', or resolves to its own typed "nothing";
 * it never throws anything else (a TypeError out of a decoder would be a crash in the widget).
 *
 * The valid answers come from the demo API, run in-process: the property tests mutate them one
 * field at a time, so the mutations reach every decoder, however deep it sits.
 */

interface Answer {
  status: number;
  text: string;
  contentType: string;
}

const app = createDemoApi({ stepLatency: false, products: 400, control: false });
const API_BASE = 'https://api.test';

/** The demo API itself, as the client's fetch. */
const demoFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Answer> => {
  const response = await app.request(String(input), init);
  return {
    status: response.status,
    text: await response.text(),
    contentType: response.headers.get('content-type') ?? '',
  };
};

function clientWith(
  accessToken: string,
  answer: (input: RequestInfo | URL, init?: RequestInit) => Promise<Answer>,
) {
  const client = createApiClient({
    config: () => ({ apiBase: API_BASE, portalBase: 'https://portal.test' }),
    signedIn: () => true,
    onSessionEnded: () => {},
    onRedirect: () => {},
    fetch: async (input, init) => {
      const { status, text, contentType } = await answer(input, init);
      return new Response(text, { status, headers: { 'Content-Type': contentType } });
    },
  });
  client.keep(accessToken);
  return client;
}

/** What the calls need from the seeded data: found through the calls themselves. */
interface Seeds {
  /** Sign-in's code, for the token exchange. */
  code: string;
  productId: string;
  lineId: string;
  /** A second line, which the order takes. */
  orderLineId: string;
  /** The sale record of the claim's item. */
  guid: string;
  document: AccountDocument;
  orderId: string;
  claim: { itemId: string; innerId: string };
  mats: { make: string; model: string; generation: string; dec: string };
  vin: { code: string; vid: string; ssd: string; gid: string; uid: string };
}

interface PortalCall {
  name: string;
  run: (api: ApiClient, seeds: Seeds) => Promise<unknown>;
  /**
   * A call whose valid answer is another call's: the same path and decoder, where the demo API
   * needs a request this table does not build (a priced mat kit).
   */
  answeredAs?: string;
}

const SESSION: MatAccess = { kind: 'session' };
const FILTERS = { filter: EMPTY_FILTER, sort: 'REL_ASC' as const };
const NO_DATES = { from: null, to: null };

function matDetail(): MatBasketDetail {
  return {
    type: 'constructor',
    cost: 1000,
    autoname: 'car',
    material: 'ромб',
    materialcolor: 'black',
    kantcolor: 'black',
    article: 'EVA-1',
    materialarticle: 'm',
    materialcolorarticle: 'mc',
    kantcolorarticle: 'kc',
    mats: [],
    upsale: [],
    vid: [],
    transmission: [],
    productsasortiment: { nametemplates: [], under_heel: [] },
  };
}

/** Every api function the widgets and pages call, with arguments the demo API answers. */
const CALLS: readonly PortalCall[] = [
  { name: 'loadUser', run: (api) => loadUser(api) },
  { name: 'authorize', run: (api) => authorize(api, 'demo', 'demo') },
  { name: 'redeemCode', run: (api, seeds) => api.redeemCode(seeds.code) },
  { name: 'loadBasketCount', run: (api) => loadBasketCount(api) },
  { name: 'loadShellHeader', run: (api) => loadShellHeader(api, '/') },
  { name: 'loadFooterMenu', run: (api) => loadFooterMenu(api, '/') },
  { name: 'loadHomePage', run: (api) => loadHomePage(api) },
  { name: 'loadLandingPage', run: (api) => loadLandingPage(api) },
  {
    name: 'sendCompanyRequest',
    run: (api) =>
      sendCompanyRequest(
        api,
        {
          company: 'ООО Ромашка',
          inn: '3664069397',
          kpp: '366401001',
          name: 'Иван',
          phone: '+7 900 000-00-00',
          email: 'a@b.ru',
          comment: '',
        },
        'k',
      ),
  },
  { name: 'suggestCompanies', run: (api) => suggestCompanies(api, 'Ромашка') },
  { name: 'fetchQuickSearch', run: (api) => fetchQuickSearch(api, 'W 712') },
  {
    name: 'loadListPage section',
    run: (api) => loadListPage(api, { kind: 'catalog', sectionId: '41' }, FILTERS, 1),
  },
  { name: 'loadListPage hits', run: (api) => loadListPage(api, { kind: 'hits' }, FILTERS, 1) },
  { name: 'loadProductDetails', run: (api, seeds) => loadProductDetails(api, seeds.productId) },
  { name: 'loadProductPage', run: (api, seeds) => loadProductPage(api, seeds.productId) },
  { name: 'loadNearestDelivery', run: (api) => loadNearestDelivery(api) },
  {
    name: 'loadSearchPage',
    run: (api) =>
      loadSearchPage(api, {
        query: 'W 712',
        type: 'article',
        brand: '',
        page: 1,
        filters: NO_STEP_SEARCH_FILTERS,
      }),
  },
  {
    name: 'loadSearchStep',
    run: (api) =>
      loadSearchStep(api, { article: '0 986 494 524', brand: 'BOSCH', type: 'article', step: 'instock' }),
  },
  {
    name: 'loadSearchStep remote',
    run: (api) =>
      loadSearchStep(api, {
        article: '0 986 494 524',
        brand: 'BOSCH',
        type: 'article',
        step: 'instockanalogsremotesuppliers',
      }),
  },
  {
    name: 'addBasketLine',
    run: (api, seeds) => addBasketLine(api, { productId: seeds.productId, quantity: 1 }, 'k-1'),
  },
  { name: 'listBasket', run: (api) => listBasket(api) },
  { name: 'loadBasketProducts', run: (api) => loadBasketProducts(api) },
  { name: 'loadBasketPage', run: (api) => loadBasketPage(api) },
  { name: 'updateBasketLine', run: (api, seeds) => updateBasketLine(api, seeds.lineId, 2) },
  { name: 'checkBasketPrices', run: (api) => checkBasketPrices(api) },
  { name: 'deleteBasketLine', run: (api, seeds) => deleteBasketLine(api, seeds.lineId) },
  {
    name: 'placeOrder',
    run: (api, seeds) =>
      placeOrder(api, { itemIds: [seeds.orderLineId], comment: '', express: null, key: 'malformed-1' }),
  },
  { name: 'clearBasket', run: (api) => clearBasket(api, 'k') },
  {
    name: 'sendUploadStep parse',
    run: (api) => sendUploadStep(api, { step: 'parse' }, { file: new Blob(['a;1']) }),
  },
  {
    name: 'sendUploadStep search',
    run: (api) => sendUploadStep(api, { step: 'search', fileName: 'file.csv' }),
  },
  { name: 'loadPersonalInfo', run: (api) => loadPersonalInfo(api) },
  { name: 'loadPersonalDelivery', run: (api) => loadPersonalDelivery(api) },
  {
    name: 'changePassword',
    run: (api) => changePassword(api, { oldPassword: 'x', newPassword: 'y', confirmPassword: 'y' }, 'k'),
  },
  { name: 'loadOrders', run: (api) => loadOrders(api, EMPTY_ACCOUNT_FILTERS) },
  { name: 'loadOrder', run: (api, seeds) => loadOrder(api, seeds.orderId) },
  { name: 'lookupSale', run: (api, seeds) => lookupSale(api, seeds.claim) },
  {
    name: 'sendClaim',
    run: (api, seeds) =>
      sendClaim(api, { ...seeds.claim, guid: seeds.guid, quantity: 1, reasonType: 2, comment: '' }, 'k'),
  },
  { name: 'loadDocuments', run: (api) => loadDocuments(api, EMPTY_ACCOUNT_FILTERS) },
  { name: 'downloadDocument', run: (api, seeds) => downloadDocument(api, seeds.document) },
  { name: 'loadSettlements', run: (api) => loadSettlements(api, NO_DATES) },
  { name: 'loadPriceList', run: (api) => loadPriceList(api) },
  {
    name: 'savePriceList',
    run: (api) =>
      savePriceList(api, { emails: ['a@b.ru'], period: '160', days: [], format: 'xlsx', columns: [] }, 'k'),
  },
  {
    name: 'sendReview',
    run: (api) =>
      sendReview(
        api,
        {
          rating: 5,
          delivery_on_time: 'Y',
          product_completely: 'Y',
          refund_take: 'Y',
          comment: 'Хорошо',
          direction: 'Липецк',
        },
        'k',
      ),
  },
  { name: 'loadContentPage', run: (api) => loadContentPage(api, 'news', 1, { today: new Date() }) },
  {
    name: 'loadContentPage promotions',
    run: (api) => loadContentPage(api, 'promotions', 1, { today: new Date() }),
  },
  { name: 'loadContentDetail', run: (api) => loadContentDetail(api, 'news', '403') },
  { name: 'loadAboutPage', run: (api) => loadAboutPage(api) },
  { name: 'loadContactManagers', run: (api) => loadContactManagers(api) },
  { name: 'loadDeliveryMap', run: (api) => loadDeliveryMap(api) },
  { name: 'loadMatStart', run: (api) => loadMatStart(api, SESSION) },
  { name: 'loadMatModels', run: (api, { mats }) => loadMatModels(api, SESSION, mats.make) },
  {
    name: 'loadMatGenerations',
    run: (api, { mats }) => loadMatGenerations(api, SESSION, mats.make, mats.model),
  },
  { name: 'loadMatPatternCode', run: (api, { mats }) => loadMatPatternCode(api, SESSION, mats) },
  { name: 'loadMatConstructorData', run: (api, { mats }) => loadMatConstructorData(api, SESSION, mats.dec) },
  {
    name: 'addMatsBasketLine',
    run: (api) => addMatsBasketLine(api, matDetail(), 'k'),
    answeredAs: 'addBasketLine',
  },
  { name: 'loadVinCatalogues', run: (api) => loadVinCatalogues(api) },
  { name: 'loadVinWizard', run: (api, { vin }) => loadVinWizard(api, { code: vin.code }) },
  { name: 'loadVinVehicles', run: (api, { vin }) => loadVinVehicles(api, vin) },
  { name: 'findVehiclesByVin', run: (api) => findVehiclesByVin(api, 'WVWZZZ6RZFY000001') },
  { name: 'loadQuickGroups', run: (api, { vin }) => loadQuickGroups(api, vin) },
  { name: 'loadQuickDetails', run: (api, { vin }) => loadQuickDetails(api, vin) },
  { name: 'loadVinUnit', run: (api, { vin }) => loadVinUnit(api, vin) },
  { name: 'endServerSession', run: (api) => endServerSession(api) },
];

let accessToken: string;
let seeds: Seeds;
/** The demo API's answers to each call, in the order the call asked. */
const recorded = new Map<string, Answer[]>();

async function findSeeds(api: ApiClient): Promise<Seeds> {
  const page = await loadListPage(api, { kind: 'catalog', sectionId: '41' }, FILTERS, 1);
  const [product, other] = page.groups
    .flatMap((group) => group.products)
    .filter((part) => part.multiplicity === 1 && part.stock > 0);
  if (!product || !other) throw new Error('no products in section 41');
  await addBasketLine(api, { productId: product.id, quantity: 1 }, 'k-1');
  await addBasketLine(api, { productId: other.id, quantity: 1 }, 'k-2');
  const lines = await listBasket(api);
  const line = lines.find((item) => item.productId === product.id);
  const orderLine = lines.find((item) => item.productId === other.id);
  const [document] = await loadDocuments(api, EMPTY_ACCOUNT_FILTERS);
  const [order] = await loadOrders(api, EMPTY_ACCOUNT_FILTERS);
  const detail = order && (await loadOrder(api, order.id));
  const item = detail?.items[0];
  const start = await loadMatStart(api, SESSION);
  const make = start.makes[0]?.id ?? '';
  const model = (await loadMatModels(api, SESSION, make))[0]?.id ?? '';
  const generation = (await loadMatGenerations(api, SESSION, make, model))[0]?.id ?? '';
  const dec = await loadMatPatternCode(api, SESSION, { make, model, generation });
  if (!line || !orderLine || !document || !order || !item)
    throw new Error('the demo data lacks a basket line, a document or an order');
  const claim = { itemId: item.id, innerId: item.innerId };
  return {
    code: await authorize(api, 'demo', 'demo'),
    productId: product.id,
    lineId: line.id,
    orderLineId: orderLine.id,
    guid: (await lookupSale(api, claim)) ?? '',
    document,
    orderId: order.id,
    claim,
    mats: { make, model, generation, dec },
    vin: {
      code: 'VW201911',
      vid: '401',
      uid: '3101',
      gid: '311',
      ssd: 'eyJjIjoiVlcyMDE5MTEiLCJzIjp7fSwidiI6IjQwMSIsInUiOiIzMTAxIn0',
    },
  };
}

beforeAll(async () => {
  const signed = await signIn(app);
  accessToken = signed.access_token;
  const live = clientWith(accessToken, demoFetch);
  seeds = await findSeeds(live);
  for (const call of CALLS) {
    const answers: Answer[] = [];
    const recording = clientWith(accessToken, async (input, init) => {
      const answer = await demoFetch(input, init);
      answers.push(answer);
      return answer;
    });
    await call.run(recording, seeds).catch(() => undefined);
    recorded.set(call.name, (call.answeredAs && recorded.get(call.answeredAs)) || answers);
  }
}, 60_000);

/** Runs `call` with each of its recorded answers passed through `change`. */
async function runWith(call: PortalCall, change: (answer: Answer, index: number) => Answer) {
  const answers = recorded.get(call.name) ?? [];
  let index = 0;
  const api = clientWith(accessToken, async () => {
    const answer = answers[Math.min(index, answers.length - 1)];
    if (!answer) throw new Error(`${call.name}: nothing recorded`);
    const changed = change(answer, index);
    index += 1;
    return changed;
  });
  try {
    return { ok: true as const, value: await call.run(api, seeds) };
  } catch (error) {
    return { ok: false as const, error };
  }
}

const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>502</title></head><body><h1>Bad Gateway</h1></body></html>';

/** Answers that can never be what any call expects: the call must fail with an ApiError. */
const BROKEN: readonly (readonly [string, Answer])[] = [
  ['invalid JSON', { status: 200, text: '{"result": {"header": ', contentType: 'application/json' }],
  ['an HTML page with status 200', { status: 200, text: HTML_PAGE, contentType: 'text/html' }],
  ['an empty body', { status: 200, text: '', contentType: 'application/json' }],
  ['a 500 with an HTML page', { status: 500, text: HTML_PAGE, contentType: 'text/html' }],
  ['a 500 with an empty body', { status: 500, text: '', contentType: 'text/plain' }],
  ['a 503 with JSON', { status: 503, text: '{"error":"unavailable"}', contentType: 'application/json' }],
  ['a bare number', { status: 200, text: '42', contentType: 'application/json' }],
  ['a list for the envelope', { status: 200, text: '[{"result":{}}]', contentType: 'application/json' }],
  ['no envelope', { status: 200, text: '{"data":{}}', contentType: 'application/json' }],
];

/** Envelopes with the wrong thing inside: a typed failure, or the call's own "nothing". */
const WRONG_TYPES: readonly (readonly [string, string])[] = [
  ['null', 'null'],
  ['result null', '{"result":null}'],
  ['result a string', '{"result":"<html>"}'],
  ['result a number', '{"result":1e308}'],
  ['result a list', '{"result":[]}'],
  ['result a list of nulls', '{"result":[null,null]}'],
  ['result an empty object', '{"result":{}}'],
  ['page null', '{"result":{"page":null}}'],
  ['page a list', '{"result":{"page":[{"page":1}]}}'],
  ['page true', '{"result":{"page":true}}'],
  ['header a string', '{"result":{"header":"x","page":{}}}'],
];

function expectTypedFailure(error: unknown, where: string) {
  expect(error, where).toBeInstanceOf(ApiError);
  expect(errorMessageFor(error), where).not.toBe('');
}

describe('every call under a broken answer', () => {
  it.each(CALLS.map((call) => [call.name, call] as const))(
    "%s reads the demo API's own answer",
    async (_, call) => {
      const result = await runWith(call, (answer) => answer);
      if (!result.ok) expect((result.error as ApiError).kind, call.name).toBe('rejected');
    },
  );

  it.each(CALLS.map((call) => [call.name, call] as const))('%s fails with an ApiError', async (_, call) => {
    for (const [form, answer] of BROKEN) {
      const result = await runWith(call, () => answer);
      expect(result.ok, `${call.name} resolved under ${form}`).toBe(false);
      if (result.ok) continue;
      expectTypedFailure(result.error, `${call.name} under ${form}`);
      expect(['http', 'malformed'], `${call.name} under ${form}`).toContain((result.error as ApiError).kind);
      expect(errorMessageFor(result.error)).toBe('Произошла ошибка.');
    }
  });

  it.each(CALLS.map((call) => [call.name, call] as const))(
    '%s fails with an ApiError or resolves under wrong types',
    async (_, call) => {
      for (const [form, text] of WRONG_TYPES) {
        const result = await runWith(call, (answer) => ({ ...answer, status: 200, text }));
        if (!result.ok) expectTypedFailure(result.error, `${call.name} under ${form}`);
      }
    },
  );
});

/** Marks a field to leave out. */
const MISSING = Symbol('missing');

const HUGE_STRING = 'Ж'.repeat(300_000);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(MISSING),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, 1e21, -0, 0.5, -1),
  fc.string(),
  fc.constant(HUGE_STRING),
  fc.constantFrom(
    '',
    ' ',
    'Y',
    'N',
    '0',
    '-1',
    '1e999',
    'NaN',
    '__proto__',
    'constructor',
    'javascript:alert(1)',
  ),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

interface Node {
  parent: Record<string, unknown> | unknown[];
  key: string | number;
  depth: number;
}

/** Every field and list item of a parsed answer, with where it sits. */
function nodesOf(value: unknown, depth = 0, out: Node[] = []): Node[] {
  if (Array.isArray(value)) {
    value.forEach((item, key) => {
      out.push({ parent: value, key, depth });
      nodesOf(item, depth + 1, out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push({ parent: value as Record<string, unknown>, key, depth });
      nodesOf(item, depth + 1, out);
    }
  }
  return out;
}

/** Replaces one field of the answer (or wraps it in a list or an object, or leaves it out). */
function mutate(text: string, pick: number, shallow: boolean, value: unknown, wrap: number): string {
  const body: unknown = JSON.parse(text);
  const all = nodesOf(body);
  const nodes = shallow ? all.filter((node) => node.depth <= 3) : all;
  const node = nodes[pick % Math.max(nodes.length, 1)];
  if (!node) return JSON.stringify(value === MISSING ? null : value);
  const { parent, key } = node;
  const current = (parent as Record<string | number, unknown>)[key];
  const next = wrap === 1 ? [current] : wrap === 2 ? { 0: current } : value;
  if (next === MISSING) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key as string];
  } else (parent as Record<string | number, unknown>)[key] = next;
  return JSON.stringify(body);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('every call under one wrong field of a real answer (property)', () => {
  it.each(CALLS.map((call) => [call.name, call] as const))(
    '%s fails with an ApiError or resolves, never crashes',
    async (_, call) => {
      const answers = recorded.get(call.name) ?? [];
      let failures = 0;
      expect(answers.length, `${call.name}: no answer recorded`).toBeGreaterThan(0);
      await fc.assert(
        fc.asyncProperty(
          fc.nat({ max: answers.length - 1 }),
          fc.nat(),
          fc.boolean(),
          hostileValue,
          fc.nat({ max: 9 }),
          async (which, pick, shallow, value, wrap) => {
            const result = await runWith(call, (answer, index) =>
              index === which && isJson(answer.text)
                ? { ...answer, text: mutate(answer.text, pick, shallow, value, wrap) }
                : answer,
            );
            if (!result.ok) expectTypedFailure(result.error, call.name);
            failures += result.ok ? 0 : 1;
          },
        ),
        // Besides the random ones, the first answer without its first field (an envelope's
        // `result`): a mutation every call refuses, whatever the random runs drew.
        { numRuns: 120, examples: [[0, 0, true, MISSING, 0]] },
      );
      // The mutations reach the decoders: some of them are refused.
      expect(failures).toBeGreaterThan(0);
    },
    60_000,
  );
});
