import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type FormObject, parseNestedForm, readForm } from './form';

const parse = (query: string): FormObject => parseNestedForm(new URLSearchParams(query).entries());

describe('parseNestedForm', () => {
  it('keeps plain fields as text', () => {
    expect(parse('page=catalog&start=2')).toEqual({ page: 'catalog', start: '2' });
  });

  it('nests name[key] fields', () => {
    expect(parse('filter%5Bbrand%5D=BOSCH&filter%5B%3EACTIVE_TO%5D=20.11.2024&sort%5BPRICE%5D=ASC')).toEqual({
      filter: { brand: 'BOSCH', '>ACTIVE_TO': '20.11.2024' },
      sort: { PRICE: 'ASC' },
    });
  });

  it('nests deeper levels and collects name[] lists', () => {
    expect(parse('a[b][c]=1&items[]=7&items[]=9&extra[x][]=1&extra[x][]=2')).toEqual({
      a: { b: { c: '1' } },
      items: ['7', '9'],
      extra: { x: ['1', '2'] },
    });
  });

  it('lets the last of repeated plain fields win, as PHP does', () => {
    expect(parse('q=a&q=b')).toEqual({ q: 'b' });
  });

  it('keeps keys that are not name[key] literally', () => {
    expect(parse('[x]=1&a]b=2&c[d=3')).toEqual({ '[x]': '1', 'a]b': '2', 'c[d': '3' });
  });

  it('does not touch Object.prototype', () => {
    const form = parse('__proto__[polluted]=yes&constructor[prototype][polluted]=yes');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(form, '__proto__')?.value).toEqual({ polluted: 'yes' });
  });

  it('reads back what a client flattened (property)', () => {
    const key = fc.stringMatching(/^[A-Za-z_>][\w>.-]{0,8}$/);
    const value = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.oneof(value, fc.dictionary(key, value, { minKeys: 1 }))),
        (fields) => {
          const flat = new URLSearchParams();
          for (const [name, field] of Object.entries(fields)) {
            if (typeof field === 'string') flat.append(name, field);
            else for (const [inner, text] of Object.entries(field)) flat.append(`${name}[${inner}]`, text);
          }
          expect(parseNestedForm(flat.entries())).toEqual(fields);
        },
      ),
    );
  });

  it('never throws on arbitrary keys (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string())), (entries) => {
        expect(() => parseNestedForm(entries)).not.toThrow();
      }),
    );
  });
});

describe('readForm', () => {
  const read = async (init: RequestInit): Promise<FormObject> => {
    let form: FormObject = {};
    const app = new Hono().post('/', async (c) => {
      form = await readForm(c.req);
      return c.body(null, 204);
    });
    await app.request('/', { method: 'POST', ...init });
    return form;
  };

  it('reads multipart bodies, files included', async () => {
    const body = new FormData();
    body.append('step', 'parse');
    body.append('extra[sheet]', '1');
    body.append('file', new File(['article;qty'], 'order.xlsx'));
    const form = await read({ body });
    expect(form).toMatchObject({ step: 'parse', extra: { sheet: '1' } });
    expect(form.file).toBeInstanceOf(File);
    expect(form.file instanceof File && form.file.name).toBe('order.xlsx');
  });

  it('reads a request without a form body as an empty form', async () => {
    expect(await read({})).toEqual({});
    expect(await read({ body: '{"a":1}', headers: { 'content-type': 'application/json' } })).toEqual({});
  });
});
