import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as basket from './basket';
import * as basketChange from './basket-change';
import * as basketItems from './basket-items';
import * as basketOrder from './basket-order';
import * as basketUpload from './basket-upload';
import * as catalogue from './catalogue';
import * as catalogueMenu from './catalogue-menu';
import * as company from './company';
import * as content from './content';
import * as decode from './decode';
import { DecodeError, type Decoder } from './decode';
import * as landing from './landing';
import * as mats from './mats';
import * as product from './product';
import * as remoteSupplier from './remote-supplier';
import * as search from './search';
import * as searchPage from './search-page';
import * as shell from './shell';
import * as stepSearch from './step-search';
import * as user from './user';
import * as wireUrl from './wire-url';

/**
 * Every exported wire decoder (a name ending in Wire or Answer, and the URL decoders) fed anything
 * at all: it returns, or refuses with a DecodeError that the client turns into a `malformed`
 * ApiError; it never throws anything else. Deep mutations of real answers, through every call, are
 * in malformed-answers.test.ts.
 */
const MODULES = {
  basket,
  basketChange,
  basketItems,
  basketOrder,
  basketUpload,
  catalogue,
  catalogueMenu,
  company,
  content,
  landing,
  mats,
  product,
  remoteSupplier,
  search,
  searchPage,
  shell,
  stepSearch,
  user,
  wireUrl,
};

const DECODERS: [string, Decoder<unknown>][] = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(
      ([name, value]) => typeof value === 'function' && (/(Wire|Answer)$/.test(name) || module === 'wireUrl'),
    )
    .map(([name, value]): [string, Decoder<unknown>] => [`${module}.${name}`, value as Decoder<unknown>]),
);

const HUGE = 'Ж'.repeat(100_000);

/** Anything a broken server could send, with the shapes the decoders look for among them. */
const wireValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('leaf'),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(tie('key') as fc.Arbitrary<string>, tie('value'), { maxKeys: 5 }),
  ),
  key: fc.oneof(
    fc.string(),
    fc.constantFrom(
      'result',
      'page',
      'header',
      'basket_count_data',
      'ITEMS',
      'ID',
      'NAME',
      'VALUE',
      'PROPS',
      'products',
      'items',
      '__proto__',
      'constructor',
      'toString',
      '0',
    ),
  ),
  leaf: fc.oneof(
    fc.constant(null),
    fc.constant(undefined),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, 1e21, -0, Number.NaN, Number.POSITIVE_INFINITY),
    fc.string(),
    fc.constant(HUGE),
    fc.constantFrom('', 'Y', 'N', '1e999', '12.50', 'javascript:alert(1)', '//evil.test/x.png'),
  ),
})).value;

describe('wire decoders fed anything', () => {
  it('finds the decoders', () => {
    expect(DECODERS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(DECODERS)('%s returns or refuses with a DecodeError', (_, decoder) => {
    fc.assert(
      fc.property(wireValue, (input) => {
        const result = decode.tryDecode(decoder, input);
        if (!result.ok) expect(result.error).toBeInstanceOf(DecodeError);
      }),
      { numRuns: 300 },
    );
  });
});
