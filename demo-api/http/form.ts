import type { HonoRequest } from 'hono';

/** A form field: text, or a file from a multipart upload. */
export type FormValue = string | File;
export type FormNode = FormValue | FormNode[] | FormObject;
export interface FormObject {
  [key: string]: FormNode;
}

// 'filter[brand][]' -> name 'filter', segments ['brand', '']; a key that does not fit stays literal.
const NESTED_KEY = /^([^[\]]+)((?:\[[^[\]]*\])+)$/;

function splitKey(key: string): string[] {
  const match = NESTED_KEY.exec(key);
  if (!match?.[1] || !match[2]) return [key];
  return [match[1], ...match[2].slice(1, -1).split('][')];
}

// Null-prototype objects: a field named '__proto__[x]' becomes data, never a prototype change.
const emptyObject = (): FormObject => Object.create(null);

const isObject = (node: FormNode | undefined): node is FormObject =>
  typeof node === 'object' && !Array.isArray(node) && !(node instanceof File);

function assign(container: FormObject | FormNode[], segments: readonly string[], value: FormValue): void {
  const [segment, ...rest] = segments;
  if (segment === undefined) return;
  const isLast = rest.length === 0;
  if (Array.isArray(container)) {
    // Inside a list ('a[]=…'), a further key ('a[][x]') starts a new element.
    if (isLast) container.push(value);
    else {
      const element = rest[0] === '' ? [] : emptyObject();
      container.push(element);
      assign(element, rest, value);
    }
    return;
  }
  if (isLast) {
    container[segment] = value;
    return;
  }
  const child = container[segment];
  // A text value met again as a group ('a=1&a[b]=2') is replaced by the group.
  const next = rest[0] === '' ? (Array.isArray(child) ? child : []) : isObject(child) ? child : emptyObject();
  container[segment] = next;
  assign(next, rest, value);
}

/**
 * Turns flattened PHP-style fields into nested objects: `filter[brand]=X` gives
 * `{ filter: { brand: 'X' } }`, `items[]=1&items[]=2` gives `{ items: ['1', '2'] }`. When a key
 * repeats without `[]`, the last value wins, as in PHP.
 */
export function parseNestedForm(entries: Iterable<readonly [string, FormValue]>): FormObject {
  const form = emptyObject();
  for (const [key, value] of entries) assign(form, splitKey(key), value);
  return form;
}

/** The text value of a top-level field, or undefined when it is absent, a file or nested. */
export function textField(form: FormObject, name: string): string | undefined {
  const value = form[name];
  return typeof value === 'string' ? value : undefined;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Reads a form-encoded or multipart body; any other body (or none) reads as an empty form. */
export async function readForm(request: HonoRequest): Promise<FormObject> {
  const type = request.header('content-type')?.toLowerCase() ?? '';
  if (!FORM_TYPES.some((formType) => type.startsWith(formType))) return emptyObject();
  const data = await request.formData();
  return parseNestedForm(data.entries());
}
