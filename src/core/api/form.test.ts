import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormObject, FormValue } from '../domain/form';
import { toFormBody } from './form';

const leaf = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
const key = fc.string({ minLength: 1, maxLength: 8 }).filter((text) => !/[[\]]/.test(text));
const { value: formValue } = fc.letrec<{ value: FormValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 3 }),
  ),
}));

/** Every leaf of the parameters, with the `name[key]` path the server reads it under. */
function leaves(params: FormObject): [string, string][] {
  const out: [string, string][] = [];
  const walk = (name: string, value: FormValue): void => {
    if (value === null || value === undefined) return;
    if (typeof value === 'boolean') out.push([name, value ? 'Y' : 'N']);
    else if (typeof value === 'string' || typeof value === 'number') out.push([name, String(value)]);
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(`${name}[${index}]`, item);
    } else for (const [child, item] of Object.entries(value)) walk(`${name}[${child}]`, item);
  };
  for (const [name, value] of Object.entries(params)) walk(name, value);
  return out;
}

describe('toFormBody', () => {
  it('flattens nested filters as name[key]', () => {
    const body = toFormBody({
      page: 'catalog',
      filter: { brand: ['BOSCH', 'MANN'], price: { min: 10 } },
      empty: null,
    });
    expect(body.toString()).toBe(
      'page=catalog&filter%5Bbrand%5D%5B0%5D=BOSCH&filter%5Bbrand%5D%5B1%5D=MANN&filter%5Bprice%5D%5Bmin%5D=10',
    );
  });

  it('sends flags as Y and N', () => {
    expect(toFormBody({ confirmed: true, express_delivery: false }).toString()).toBe(
      'confirmed=Y&express_delivery=N',
    );
  });

  it('keeps every leaf, in order, under its bracket path', () => {
    fc.assert(
      fc.property(fc.dictionary(key, formValue, { maxKeys: 4 }), (params) => {
        expect([...toFormBody(params).entries()]).toEqual(leaves(params));
      }),
    );
  });
});
