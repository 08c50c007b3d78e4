/** A value that can travel in a form-encoded body; objects and arrays are flattened as name[key]. */
export type FormValue = string | number | boolean | null | undefined | readonly FormValue[] | FormObject;

export interface FormObject {
  readonly [key: string]: FormValue;
}
