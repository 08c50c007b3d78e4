import { type HeaderBasket, headerBasketWire } from './basket';
import type { ApiClient, CallArea } from './client';
import { type Decoder, envelope, object, optional } from './decode';
import type { FormObject } from './form';
import { type CurrentUser, currentUserWire } from './user';

export const PAGE_DATA_PATH = '/rest/backend.page.json';

export interface PageData<T> {
  page: T;
  /** The header figures every page answer carries; null when this one did not. */
  header: HeaderBasket | null;
  /** The signed-in user, when the answer carried one. */
  user: CurrentUser | null;
}

/**
 * A page-data request (doc 1 §7 "Page-data requests"): page=KEY plus the page's parameters; the
 * answer's result.page is checked by `page`. A File among the parameters makes it a multipart upload.
 */
export async function loadPageData<T>(
  api: ApiClient,
  key: string,
  options: { params?: FormObject; page: Decoder<T>; area?: CallArea; signal?: AbortSignal },
): Promise<PageData<T>> {
  const answer = await api.call(PAGE_DATA_PATH, {
    params: { isAuth: 'Y', page: key, ...options.params },
    decode: envelope(
      object({
        page: options.page,
        header: optional(object({ basket_count_data: headerBasketWire }), null),
        current_user: optional(currentUserWire, null),
      }),
    ),
    area: options.area,
    signal: options.signal,
  });
  const { page, header, current_user } = answer.result;
  return { page, header: header?.basket_count_data ?? null, user: current_user };
}
