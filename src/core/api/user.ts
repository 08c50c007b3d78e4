import { array, envelope, identifier, map, numeric, object, optional, string } from './decode';

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
    PREVIEW_PICTURE_PATH: optional(string, ''),
    PROPERTY_PHONE_VALUE: optional(array(string), []),
  }),
  (wire): PersonalManager => ({
    name: wire.NAME,
    photoUrl: wire.PREVIEW_PICTURE_PATH || null,
    phones: wire.PROPERTY_PHONE_VALUE,
  }),
);

const userDataWire = object({
  UF_EXPRESS_DELIVERY: optional(numeric, 0),
  UF_EXPRESS_DELIVERY_PRICE: optional(numeric, 0),
});

const userWire = object({
  ID: identifier,
  LOGIN: string,
  NAME: optional(string, ''),
  USER_DATA: optional(userDataWire, null),
  MANAGER: optional(managerWire, null),
});

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

export const userAnswer = envelope(object({ current_user: currentUserWire }));
