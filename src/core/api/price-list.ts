import { columnOrder, type PriceListForm, priceListParams, splitEmails } from '../rules/price-list';
import { loadAccountPage } from './account-page';
import type { ApiClient } from './client';
import { array, type Decoder, type FieldsOf, identifier, map, object, optional, string } from './decode';
import { text } from './product';
import type { WirePriceListOption, WirePriceListPage, WirePriceListSettings } from './wire-types';

/** An enum of the server (doc 2 §3: period and format, each with ID and VALUE). */
export interface PriceListOption {
  id: string;
  name: string;
}

export interface PriceListPage {
  periods: PriceListOption[];
  formats: PriceListOption[];
  /** The client's settings from USER_DATA, as the form starts. */
  settings: PriceListForm;
}

const optionWire = map(
  object({ ID: identifier, VALUE: string } satisfies FieldsOf<WirePriceListOption>),
  (wire): PriceListOption => ({ id: wire.ID, name: wire.VALUE }),
);

const idText: Decoder<string> = (input, path) =>
  typeof input === 'number' && Number.isFinite(input) ? String(input) : text(input, path);

/** Days as a list or one comma-separated text. */
const dayList: Decoder<string[]> = (input, path) =>
  typeof input === 'string'
    ? input.split(',').flatMap((day) => (day.trim() ? [day.trim()] : []))
    : optional(array(idText), [])(input, path);

const priceListWire = map(
  object({
    period: optional(array(optionWire), []),
    format: optional(array(optionWire), []),
    USER_DATA: optional(
      object({
        PROPERTY_EMAILS_SEND_PRICE_VALUE: idText,
        PROPERTY_PERIOD_SEND_PRICE_ENUM_ID: idText,
        PROPERTY_FORMAT_PRICE_ENUM_ID: idText,
        PROPERTY_FIELDS_SORT_VALUE: idText,
        PROPERTY_DAYS_SEND_PRICE_VALUE: dayList,
      } satisfies FieldsOf<WirePriceListSettings>),
      null,
    ),
  } satisfies FieldsOf<WirePriceListPage>),
  (wire): PriceListPage => {
    const data = wire.USER_DATA;
    const known = (options: PriceListOption[], id: string | undefined) =>
      options.some((option) => option.id === id) ? (id ?? '') : '';
    const emails = splitEmails(data?.PROPERTY_EMAILS_SEND_PRICE_VALUE ?? '');
    return {
      periods: wire.period,
      formats: wire.format,
      settings: {
        // The form always has a field to write the first address in.
        emails: emails.length > 0 ? emails : [''],
        period: known(wire.period, data?.PROPERTY_PERIOD_SEND_PRICE_ENUM_ID),
        days: data?.PROPERTY_DAYS_SEND_PRICE_VALUE ?? [],
        format: known(wire.format, data?.PROPERTY_FORMAT_PRICE_ENUM_ID),
        columns: columnOrder((data?.PROPERTY_FIELDS_SORT_VALUE ?? '').split(',')),
      },
    };
  },
);

/** page=pricelist (doc 2 §2.7, §7): the options and the client's settings. */
export function loadPriceList(api: ApiClient, signal?: AbortSignal): Promise<PriceListPage> {
  return loadAccountPage(api, 'pricelist', priceListWire, undefined, signal);
}

/**
 * page=savepricelist (doc 2 §7), under an idempotency key; a refusal throws a `rejected` ApiError
 * with the server's message.
 */
export async function savePriceList(
  api: ApiClient,
  form: PriceListForm,
  idempotencyKey: string,
): Promise<void> {
  await loadAccountPage(api, 'savepricelist', (input) => input, {
    ...priceListParams(form),
    idempotency_key: idempotencyKey,
  });
}
