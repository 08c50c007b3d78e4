/**
 * Small decoders that check an answer from the server and map it to our types at the boundary.
 * Hand-written rather than a schema library: they cost the CMS pages a few hundred bytes, not
 * several kilobytes, and they are all the checking the wire formats need.
 */
export class DecodeError extends Error {
  constructor(path: string, expected: string) {
    super(`${path || 'answer'}: expected ${expected}`);
    this.name = 'DecodeError';
  }
}

export type Decoder<T> = (input: unknown, path?: string) => T;
type Shape = Record<string, Decoder<unknown>>;

/**
 * The decoders of an answer's fields, checked against its wire type (wire-types.ts) with
 * `object({ … } satisfies FieldsOf<WireX>)`: a field the wire type does not name fails to compile.
 */
export type FieldsOf<W> = { [K in keyof W]?: Decoder<unknown> };
type Decoded<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

export const string: Decoder<string> = (input, path = '') => {
  if (typeof input !== 'string') throw new DecodeError(path, 'a string');
  return input;
};

/** A finite number, sent as a number or as a numeric string ('12.50'). */
export const numeric: Decoder<number> = (input, path = '') => {
  const value = typeof input === 'string' && input.trim() !== '' ? Number(input) : input;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new DecodeError(path, 'a number');
  return value;
};

/** An id sent as a string or a number; always a string on our side. */
export const identifier: Decoder<string> = (input, path = '') => {
  if (typeof input === 'number' && Number.isFinite(input)) return String(input);
  if (typeof input === 'string' && input !== '') return input;
  throw new DecodeError(path, 'an id');
};

export const boolean: Decoder<boolean> = (input, path = '') => {
  if (typeof input !== 'boolean') throw new DecodeError(path, 'true or false');
  return input;
};

export function literal<T extends string | number | boolean>(expected: T): Decoder<T> {
  return (input, path = '') => {
    if (input !== expected) throw new DecodeError(path, JSON.stringify(expected));
    return expected;
  };
}

export function oneOf<const T extends readonly string[]>(values: T): Decoder<T[number]> {
  return (input, path = '') => {
    const found = values.find((value) => value === input);
    if (found === undefined) throw new DecodeError(path, `one of ${values.join(', ')}`);
    return found;
  };
}

/** Missing or null becomes `fallback`; anything else must pass `decoder`. */
export function optional<T, F>(decoder: Decoder<T>, fallback: F): Decoder<T | F> {
  return (input, path) => (input === undefined || input === null ? fallback : decoder(input, path));
}

export function array<T>(item: Decoder<T>): Decoder<T[]> {
  return (input, path = '') => {
    if (!Array.isArray(input)) throw new DecodeError(path, 'a list');
    return input.map((value, index) => item(value, `${path}[${index}]`));
  };
}

export function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** An object with at least these fields (extra fields are ignored). */
export function object<S extends Shape>(shape: S): Decoder<Decoded<S>> {
  return (input, path = '') => {
    if (!isRecord(input)) throw new DecodeError(path, 'an object');
    const output: Record<string, unknown> = {};
    for (const [key, decoder] of Object.entries(shape)) output[key] = decoder(input[key], `${path}.${key}`);
    return output as Decoded<S>;
  };
}

export function map<A, B>(decoder: Decoder<A>, transform: (value: A) => B): Decoder<B> {
  return (input, path) => transform(decoder(input, path));
}

export function refine<T>(decoder: Decoder<T>, test: (value: T) => boolean, expected: string): Decoder<T> {
  return (input, path = '') => {
    const value = decoder(input, path);
    if (!test(value)) throw new DecodeError(path, expected);
    return value;
  };
}

/**
 * The `{ "result": ... }` envelope of every /rest/ answer. An answer without it is malformed even
 * where `result` may be null or empty: otherwise a proxy's `{}` would read as "nothing found".
 */
export function envelope<T>(result: Decoder<T>): Decoder<{ result: T }> {
  const decode = object({ result });
  return (input, path = '') => {
    if (isRecord(input) && !Object.hasOwn(input, 'result'))
      throw new DecodeError(`${path}.result`, 'an answer');
    return decode(input, path);
  };
}

/** Runs a decoder without throwing. */
export function tryDecode<T>(
  decoder: Decoder<T>,
  input: unknown,
): { ok: true; value: T } | { ok: false; error: DecodeError } {
  try {
    return { ok: true, value: decoder(input) };
  } catch (error) {
    if (error instanceof DecodeError) return { ok: false, error };
    throw error;
  }
}
