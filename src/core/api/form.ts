/** A value that can travel in a form-encoded body; objects and arrays are flattened as name[key]. */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | Blob
  | readonly FormValue[]
  | FormObject;
export interface FormObject {
  readonly [key: string]: FormValue;
}

type Append = (name: string, value: string | Blob) => void;

function flatten(params: FormObject, append: Append): void {
  const visit = (name: string, value: FormValue): void => {
    if (value === null || value === undefined) return;
    if (typeof value === 'boolean') append(name, value ? 'Y' : 'N');
    else if (typeof value === 'string' || typeof value === 'number') append(name, String(value));
    else if (value instanceof Blob) append(name, value);
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(`${name}[${index}]`, item);
    } else for (const [key, item] of Object.entries(value)) visit(`${name}[${key}]`, item);
  };
  for (const [key, value] of Object.entries(params)) visit(key, value);
}

/**
 * Flattens parameters the way the portal's server reads them: nested keys as `filter[brand][0]=X`,
 * booleans as the server's 'Y'/'N' flags (`confirmed=Y`); null and undefined are left out.
 * Files cannot travel in such a body: see `toRequestBody`.
 */
export function toFormBody(params: FormObject): URLSearchParams {
  const body = new URLSearchParams();
  flatten(params, (name, value) => {
    if (typeof value === 'string') body.append(name, value);
  });
  return body;
}

function holdsFile(value: FormValue): boolean {
  if (value instanceof Blob) return true;
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(holdsFile);
}

/** The body of a call: form-encoded, or multipart (same field names) when a file is among the fields. */
export function toRequestBody(params: FormObject): URLSearchParams | FormData {
  if (!holdsFile(params)) return toFormBody(params);
  const body = new FormData();
  flatten(params, (name, value) => body.append(name, value));
  return body;
}
