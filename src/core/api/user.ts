import { readOauthClient } from '../server-names';
import type { ApiClient } from './client';
import {
  array,
  envelope,
  type FieldsOf,
  identifier,
  literal,
  map,
  numeric,
  object,
  optional,
  string,
} from './decode';
import type { WireAuthorize, WireManager, WireUser, WireUserAnswer } from './wire-types';
import { pictureUrl } from './wire-url';

export interface PersonalManager {
  name: string;
  photoUrl: string | null;
  phones: string[];
}

/** The signed-in client (doc 1 §3 "Current user"). */
export interface CurrentUser {
  id: string;
  login: string;
  name: string;
  /** False when the server sent no USER_DATA: such a user may not use the portal. */
  hasPortalAccess: boolean;
  expressDelivery: { available: boolean; price: number };
  manager: PersonalManager | null;
}

const managerWire = map(
  object({
    NAME: string,
    PREVIEW_PICTURE_PATH: pictureUrl,
    PROPERTY_PHONE_VALUE: optional(array(string), []),
  } satisfies FieldsOf<WireManager>),
  (wire): PersonalManager => ({
    name: wire.NAME,
    photoUrl: wire.PREVIEW_PICTURE_PATH,
    phones: wire.PROPERTY_PHONE_VALUE,
  }),
);

const userDataWire = object({
  UF_EXPRESS_DELIVERY: optional(numeric, 0),
  UF_EXPRESS_DELIVERY_PRICE: optional(numeric, 0),
} satisfies FieldsOf<NonNullable<WireUser['USER_DATA']>>);

const userWire = object({
  ID: identifier,
  LOGIN: string,
  NAME: optional(string, ''),
  USER_DATA: optional(userDataWire, null),
  MANAGER: optional(managerWire, null),
} satisfies FieldsOf<WireUser>);

export const currentUserWire = map(
  userWire,
  (wire): CurrentUser => ({
    id: wire.ID,
    login: wire.LOGIN,
    name: wire.NAME,
    hasPortalAccess: wire.USER_DATA !== null,
    expressDelivery: {
      available: (wire.USER_DATA?.UF_EXPRESS_DELIVERY ?? 0) !== 0,
      price: wire.USER_DATA?.UF_EXPRESS_DELIVERY_PRICE ?? 0,
    },
    manager: wire.MANAGER,
  }),
);

const userAnswer = envelope(object({ current_user: currentUserWire } satisfies FieldsOf<WireUserAnswer>));

/** backend.user.json: the signed-in user; `accessToken` checks a user before the session keeps it. */
export async function loadUser(api: ApiClient, accessToken?: string): Promise<CurrentUser> {
  const answer = await api.call('/rest/backend.user.json', { decode: userAnswer, accessToken });
  return answer.result.current_user;
}

const codeAnswer = object({ code: string } satisfies FieldsOf<WireAuthorize>);

/** The first step of the sign-in (doc 1 §7): login and password for an authorization code. */
export async function authorize(api: ApiClient, login: string, password: string): Promise<string> {
  const client = readOauthClient();
  const answer = await api.call('/oauth/authorize/', {
    auth: false,
    params: { client_id: client.clientId, login, password, state: client.state },
    decode: codeAnswer,
  });
  return answer.code;
}

const logoutAnswer = envelope(literal(true));

/** backend.logout.json: ends the server session of this (or the given) token. */
export async function endServerSession(api: ApiClient, accessToken?: string): Promise<void> {
  await api.call('/rest/backend.logout.json', { decode: logoutAnswer, accessToken });
}
