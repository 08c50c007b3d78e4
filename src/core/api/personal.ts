import type {
  DeliveryRow,
  ManagerCard,
  PasswordChange,
  PasswordChangeResult,
  PersonalInfo,
} from '../domain/account';
import { loadAccountPage, parseServerDate } from './account-page';
import type { ApiClient } from './client';
import { array, type Decoder, envelope, type FieldsOf, map, object, optional, string } from './decode';
import { text } from './product';
import { strictFlag } from './strict-flag';
import type {
  WireDeliveryPage,
  WireDeliveryRow,
  WireManager,
  WireOrganisation,
  WirePasswordChange,
  WirePersonalInfo,
} from './wire-types';
import { pictureUrl } from './wire-url';

/** Texts the server may send as numbers (an INN of digits). */
const textual: Decoder<string> = (input, path) =>
  typeof input === 'number' && Number.isFinite(input) ? String(input) : text(input, path);

const managerWire = map(
  object({
    NAME: string,
    PREVIEW_PICTURE_PATH: pictureUrl,
    PROPERTY_PHONE_VALUE: optional(array(string), []),
  } satisfies FieldsOf<WireManager>),
  (wire): ManagerCard => ({
    name: wire.NAME,
    photoUrl: wire.PREVIEW_PICTURE_PATH,
    phones: wire.PROPERTY_PHONE_VALUE,
  }),
);

/** A list the server may send as one text, or as nothing. */
const textList: Decoder<string[]> = (input, path) => {
  if (typeof input === 'string') return input.trim() ? [input] : [];
  return optional(array(textual), [])(input, path).filter((item) => item.trim() !== '');
};

const personalInfoWire = map(
  object({
    NAME: textual,
    LOGIN: textual,
    MANAGER: optional(managerWire, null),
    USER_DATA: object({
      PROPERTY_FULL_NAME_VALUE: textual,
      PROPERTY_INN_VALUE: textual,
      PROPERTY_KPP_VALUE: textual,
      PROPERTY_CONTRACT_DATE_VALUE: (input: unknown) => parseServerDate(input),
      PROPERTY_TYPE_VALUE: textual,
      PROPERTY_STRATEGY_VALUE: textual,
      DISPLAY_PROPERTY_DIRECTION_VALUE: textual,
      PROPERTY_ADDRESS_DESCRIPTION: textList,
    } satisfies FieldsOf<WireOrganisation>),
  } satisfies FieldsOf<WirePersonalInfo>),
  (wire): PersonalInfo => ({
    manager: wire.MANAGER,
    organisation: {
      fullName: wire.USER_DATA.PROPERTY_FULL_NAME_VALUE,
      inn: wire.USER_DATA.PROPERTY_INN_VALUE,
      kpp: wire.USER_DATA.PROPERTY_KPP_VALUE,
      contractDate: wire.USER_DATA.PROPERTY_CONTRACT_DATE_VALUE,
      type: wire.USER_DATA.PROPERTY_TYPE_VALUE,
      strategy: wire.USER_DATA.PROPERTY_STRATEGY_VALUE,
      direction: wire.USER_DATA.DISPLAY_PROPERTY_DIRECTION_VALUE,
    },
    user: { name: wire.NAME, login: wire.LOGIN },
    addresses: wire.USER_DATA.PROPERTY_ADDRESS_DESCRIPTION,
  }),
);

/** page=personal_info (doc 2 §2.4, §7). */
export function loadPersonalInfo(api: ApiClient, signal?: AbortSignal): Promise<PersonalInfo> {
  return loadAccountPage(api, 'personal_info', personalInfoWire, undefined, signal);
}

const deliveryRowWire = map(
  object({
    direction_name: textual,
    direction_closure_date_time: optional((input: unknown) => parseServerDate(input), null),
    direction_closure_date_time_format: text,
    shipping_date: optional((input: unknown) => parseServerDate(input), null),
    shipping_date_format: text,
  } satisfies FieldsOf<WireDeliveryRow>),
  (wire): DeliveryRow => ({
    direction: wire.direction_name,
    closure: wire.direction_closure_date_time ?? parseServerDate(wire.direction_closure_date_time_format),
    closureText: wire.direction_closure_date_time_format,
    shipping: wire.shipping_date ?? parseServerDate(wire.shipping_date_format),
    shippingText: wire.shipping_date_format,
  }),
);

/** page=personal_delivery (doc 2 §2.8, §7). */
export async function loadPersonalDelivery(api: ApiClient, signal?: AbortSignal): Promise<DeliveryRow[]> {
  const page = await loadAccountPage(
    api,
    'personal_delivery',
    object({ rows: optional(array(deliveryRowWire), []) } satisfies FieldsOf<WireDeliveryPage>),
    undefined,
    signal,
  );
  return page.rows;
}

// `success` must be there: an answer without it is malformed, not a refusal, which the page would
// word as fields left empty.
const changePasswordAnswer = envelope(
  object({
    success: strictFlag,
    message: text,
  } satisfies FieldsOf<WirePasswordChange>),
);

/**
 * POST /rest/personal.changepass.json (doc 2 §7): a refusal is an answer with success false. Sent
 * under an idempotency key: a resend after a lost answer is answered what the first change did.
 */
export async function changePassword(
  api: ApiClient,
  change: PasswordChange,
  idempotencyKey: string,
): Promise<PasswordChangeResult> {
  const answer = await api.call('/rest/personal.changepass.json', {
    params: {
      old_password: change.oldPassword,
      new_password: change.newPassword,
      confirm_new_password: change.confirmPassword,
      idempotency_key: idempotencyKey,
    },
    decode: changePasswordAnswer,
  });
  return answer.result;
}
