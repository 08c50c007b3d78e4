import {
  createFakeFetch,
  json,
  MAT_START_WIRE,
  type MatDataOverrides,
  matDataWire,
  type RecordedCall,
  type Reply,
  type WireAnswer,
  type WireMatCars,
  type WireMatPatternCode,
} from '@portal/test';

const MODELS = [{ ID: '101', UF_NAME: 'Camry' }];
const GENERATIONS = [
  { ID: '1011', UF_NAME: 'XV50 (2011–2017)' },
  { ID: '1012', UF_NAME: 'XV70 (2017–2024)' },
];

/**
 * The mat catalogue as the server answers it: Toyota → Camry → XV50 or XV70 (EVA-01012); any other
 * pattern code answers the data of `overrides`, with retail prices alone to a partner key. `route`
 * answers first when it gives a reply.
 */
export function matServer(
  route: (call: RecordedCall) => Reply | undefined = () => undefined,
  overrides: MatDataOverrides = {},
) {
  return createFakeFetch((call) => {
    const special = route(call);
    if (special) return special;
    if (call.path === '/rest/backend.evacarpet.json')
      return json(200, {
        result: { marka: MAT_START_WIRE.marka, model: MODELS, gener: call.form.model ? GENERATIONS : [] },
      } satisfies WireAnswer<WireMatCars>);
    if (call.path === '/rest/backend.constructor.json')
      return json(200, {
        result: { NUM_ARTICLE: call.form.gener === '1012' ? 'EVA-01012' : 'EVA-01011' },
      } satisfies WireAnswer<WireMatPatternCode>);
    const page =
      call.form.page === 'eva_constructor_main'
        ? MAT_START_WIRE
        : matDataWire({ partner: call.form.partner_key !== undefined, ...overrides });
    return json(200, { result: { current_user: null, header: null, page } });
  });
}
