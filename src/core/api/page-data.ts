import type { CallArea } from '../domain/call-area';
import type { FormObject } from '../domain/form';
import { type HeaderBasket, headerBasketWire } from './basket';
import type { ApiClient } from './client';
import { type Decoder, envelope, type FieldsOf, object, optional } from './decode';
import { toFormBody } from './form';
import type { WireHeader, WirePageData } from './wire-types';

export const PAGE_DATA_PATH = '/rest/backend.page.json';

export interface PageData<T, U = never> {
  page: T;
  /** The header figures every page answer carries; null when this one did not. */
  header: HeaderBasket | null;
  /** The signed-in user, when it was asked for (`user`) and the answer carried one. */
  user: U | null;
}

interface PageDataOptions<T, U = never> {
  params?: FormObject;
  /** Files to upload with the parameters (the request becomes multipart). */
  files?: Readonly<Record<string, Blob>>;
  page: Decoder<T>;
  area?: CallArea;
  signal?: AbortSignal;
  /**
   * The decoder of the signed-in user, for a page that asks the server for it (the basket's
   * need_user_data). Otherwise the user an answer carries is not read: no other page uses it, and
   * its decoder would come with every widget that reads page data.
   */
  user?: Decoder<U>;
}

/** The same fields as a multipart body, with the files beside them. */
function multipart(params: FormObject, files: Readonly<Record<string, Blob>>): FormData {
  const body = new FormData();
  for (const [name, value] of toFormBody(params)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) body.append(name, file);
  return body;
}

/**
 * A page-data request (doc 1 §7 "Page-data requests"): page=KEY plus the page's parameters; the
 * answer's result.page is checked by `page`.
 */
export async function loadPageData<T, U = never>(
  api: ApiClient,
  key: string,
  options: PageDataOptions<T, U>,
): Promise<PageData<T, U>> {
  const params = { isAuth: 'Y', page: key, ...options.params };
  const user: Decoder<U | null> = options.user ? optional(options.user, null) : () => null;
  const answer = await api.call(PAGE_DATA_PATH, {
    params,
    body: options.files ? multipart(params, options.files) : undefined,
    decode: envelope(
      object({
        page: options.page,
        header: optional(
          object({ basket_count_data: headerBasketWire } satisfies FieldsOf<WireHeader>),
          null,
        ),
        current_user: user,
      } satisfies FieldsOf<WirePageData<T>>),
    ),
    area: options.area,
    signal: options.signal,
  });
  const { page, header, current_user } = answer.result;
  return { page, header: header?.basket_count_data ?? null, user: current_user };
}
