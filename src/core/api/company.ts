import type { AboutPage, ContactManager, DeliveryCity } from '../domain/company';
import { companyMessages } from '../messages/company';
import type { ApiClient } from './client';
import {
  array,
  DecodeError,
  type Decoder,
  envelope,
  type FieldsOf,
  identifier,
  isRecord,
  map,
  numeric,
  object,
  optional,
  string,
} from './decode';
import { loadPageData } from './page-data';
import { flag } from './product';
import type {
  WireAboutPage,
  WireContactManager,
  WireContactsPage,
  WireDeliveryCity,
  WireDeliveryMap,
  WireRequisite,
} from './wire-types';
import { linkUrl, pictureUrls } from './wire-url';

const valueWire = optional(
  map(object({ VALUE: optional(string, '') } satisfies FieldsOf<WireRequisite>), (wire) => wire.VALUE),
  '',
);

/** The requisite fields and their labels, in the page's order. */
const labels = companyMessages.requisiteLabels;
const REQUISITES = [
  ['PROPERTY_REQUISITES_NAME', labels.name],
  ['PROPERTY_REQUISITES_ADDRESS', labels.address],
  ['PROPERTY_REQUISITES_INN', labels.inn],
  ['PROPERTY_REQUISITES_KPP', labels.kpp],
  ['PROPERTY_REQUISITES_OGRN', labels.ogrn],
  ['PROPERTY_REQUISITES_OKPO', labels.okpo],
  ['PROPERTY_REQUISITES_PHONE', labels.phone],
] as const;

const aboutWire = map(
  object({
    PREVIEW_TEXT: optional(string, ''),
    ADVANTAGES: optional(
      array(
        object({ TITLE: string, TEXT: optional(string, '') } satisfies FieldsOf<
          NonNullable<WireAboutPage['ADVANTAGES']>[number]
        >),
      ),
      [],
    ),
    PROPERTY_REQUISITES_NAME: valueWire,
    PROPERTY_REQUISITES_ADDRESS: valueWire,
    PROPERTY_REQUISITES_INN: valueWire,
    PROPERTY_REQUISITES_KPP: valueWire,
    PROPERTY_REQUISITES_OGRN: valueWire,
    PROPERTY_REQUISITES_OKPO: valueWire,
    PROPERTY_REQUISITES_PHONE: valueWire,
    CERTIFICATES: optional(pictureUrls, []),
    DETAIL_TEXT: optional(string, ''),
    MORE_PHOTO: optional(pictureUrls, []),
    DOCS: optional(
      array(
        object({ TITLE: string, FILE: linkUrl } satisfies FieldsOf<
          NonNullable<WireAboutPage['DOCS']>[number]
        >),
      ),
      [],
    ),
  } satisfies FieldsOf<WireAboutPage>),
  (wire): AboutPage => ({
    introHtml: wire.PREVIEW_TEXT,
    advantages: wire.ADVANTAGES.map((advantage) => ({ title: advantage.TITLE, text: advantage.TEXT })),
    requisites: REQUISITES.map(([field, label]) => ({ label, value: wire[field] })).filter(
      (requisite) => requisite.value !== '',
    ),
    certificates: wire.CERTIFICATES,
    detailHtml: wire.DETAIL_TEXT,
    photos: wire.MORE_PHOTO,
    // A document whose file fails the URL rule is left out: there is nothing to open.
    documents: wire.DOCS.flatMap(({ TITLE, FILE }) => (FILE ? [{ title: TITLE, file: FILE }] : [])),
  }),
);

/** page=about. */
export async function loadAboutPage(api: ApiClient, signal?: AbortSignal): Promise<AboutPage> {
  return (await loadPageData(api, 'about', { page: aboutWire, area: 'shell', signal })).page;
}

const managerWire = map(
  object({
    ID: identifier,
    NAME: string,
    PREVIEW_TEXT: optional(string, ''),
    WORK_PHONE_VALUE: optional(string, ''),
    MOBILE_PHONE_VALUE: optional(string, ''),
    IBLOCK_SECTION_ID: optional(identifier, ''),
    SECTION_NAME: optional(string, ''),
  } satisfies FieldsOf<WireContactManager>),
  (wire): ContactManager => ({
    id: wire.ID,
    name: wire.NAME,
    position: wire.PREVIEW_TEXT,
    workPhone: wire.WORK_PHONE_VALUE,
    mobilePhone: wire.MOBILE_PHONE_VALUE,
    sectionId: wire.IBLOCK_SECTION_ID,
    section: wire.SECTION_NAME,
  }),
);

/** page=contacts (no parameters): the managers of content source 48. */
export async function loadContactManagers(api: ApiClient, signal?: AbortSignal): Promise<ContactManager[]> {
  const data = await loadPageData(api, 'contacts', {
    page: object({ managers: optional(array(managerWire), []) } satisfies FieldsOf<WireContactsPage>),
    area: 'shell',
    signal,
  });
  return data.page.managers;
}

/** `[lat, lon]`, or the text '51.66,39.20' as map services write it. */
const coordsWire: Decoder<[number, number]> = (input, path = '') => {
  const parts = typeof input === 'string' ? input.split(',') : input;
  if (!Array.isArray(parts) || parts.length < 2) throw new DecodeError(path, 'coordinates');
  return [numeric(parts[0], `${path}[0]`), numeric(parts[1], `${path}[1]`)];
};

/** Six flags, Monday first: a list, or an object keyed by the day's number (1 to 6). */
const daysWire: Decoder<boolean[]> = (input, path = '') => {
  const values = Array.isArray(input)
    ? input
    : isRecord(input)
      ? [1, 2, 3, 4, 5, 6].map((day) => input[day])
      : null;
  if (!values) throw new DecodeError(path, 'the days of the week');
  return [0, 1, 2, 3, 4, 5].map((day) => flag(values[day]));
};

export const deliveryCityWire = map(
  object({
    id: identifier,
    name: string,
    coords: coordsWire,
    mark: optional(string, ''),
    days: daysWire,
  } satisfies FieldsOf<WireDeliveryCity>),
  (wire): DeliveryCity => ({
    id: wire.id,
    name: wire.name,
    latitude: wire.coords[0],
    longitude: wire.coords[1],
    region: wire.mark,
    days: wire.days,
  }),
);

/** The delivery map's content source (doc 2 §2.1, §9). */
export const DELIVERY_MAP_SOURCE = 14;
/** Enough for every town the company serves. */
const DELIVERY_MAP_LIMIT = 500;

/** content.getdeliverymap.json (doc 2 §7): the towns with their weekly runs. */
export async function loadDeliveryMap(api: ApiClient, signal?: AbortSignal): Promise<DeliveryCity[]> {
  const answer = await api.call('/rest/content.getdeliverymap.json', {
    area: 'shell',
    params: { limit: DELIVERY_MAP_LIMIT, iblock_id: DELIVERY_MAP_SOURCE, select_request: 'Y' },
    // Required, unlike the landing page's map: this call is the page, and an answer without its
    // towns would show an empty map and schedule instead of a failure to retry.
    decode: envelope(object({ cities: array(deliveryCityWire) } satisfies FieldsOf<WireDeliveryMap>)),
    signal,
  });
  return answer.result.cities;
}
