import type { FormObject, FormValue } from '../domain/form';

/**
 * Flattens parameters the way the portal's server reads them: nested keys as `filter[brand][0]=X`,
 * booleans as the server's 'Y'/'N' flags (`confirmed=Y`); null and undefined are left out.
 */
export function toFormBody(params: FormObject): URLSearchParams {
  const body = new URLSearchParams();
  const append = (name: string, value: FormValue): void => {
    if (value === null || value === undefined) return;
    if (typeof value === 'boolean') body.append(name, value ? 'Y' : 'N');
    else if (typeof value === 'string' || typeof value === 'number') body.append(name, String(value));
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) append(`${name}[${index}]`, item);
    } else for (const [key, item] of Object.entries(value)) append(`${name}[${key}]`, item);
  };
  for (const [key, value] of Object.entries(params)) append(key, value);
  return body;
}
