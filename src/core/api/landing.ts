import type { CompanySuggestion, LandingNews, LandingPage } from '../domain/company';
import type { CompanyRequestFields } from '../rules/company-request';
import { readSiteSegments } from '../server-names';
import type { ApiClient } from './client';
import { deliveryCityWire } from './company';
import { array, envelope, type FieldsOf, identifier, map, object, optional, string } from './decode';
import { flag } from './product';
import { bannerWire, categoryWire } from './shell';
import type {
  WireCompanySuggestion,
  WireCompanySuggestions,
  WireDeliveryMap,
  WireLandingNews,
  WireLandingPage,
  WireLandingPicture,
  WireSuccess,
} from './wire-types';
import { pictureUrl } from './wire-url';

/**
 * Doc 1 §7 and doc 2 §7 name these two paths by site segments the spec does not give: the page's
 * `siteSegments` (docs/server-contract.md).
 */
const sitePath = (call: string) => `/rest/${readSiteSegments()}/${call}`;
/** DESIGN "Server relays": our relay to the INN lookup, which holds the lookup's token. */
const SUGGEST_PATH = '/rest/company.suggest.json';

const pictureWire = map(
  object({ ID: identifier, src: pictureUrl } satisfies FieldsOf<WireLandingPicture>),
  (wire) => ({
    id: wire.ID,
    picture: wire.src,
  }),
);

/** Brand logos and certificates: a picture that fails the URL rule is left out of its carousel. */
const pictures = map(optional(array(pictureWire), []), (list) =>
  list.flatMap(({ id, picture }) => (picture ? [{ id, picture }] : [])),
);

export const landingNewsWire = map(
  object({
    ID: identifier,
    NAME: string,
    PREVIEW_PICTURE_PATH: pictureUrl,
    DETAIL_TEXT: optional(string, ''),
    DETAIL_PICTURE_PATH: pictureUrl,
  } satisfies FieldsOf<WireLandingNews>),
  (wire): LandingNews => ({
    id: wire.ID,
    name: wire.NAME,
    picture: wire.PREVIEW_PICTURE_PATH,
    detailHtml: wire.DETAIL_TEXT,
    detailPicture: wire.DETAIL_PICTURE_PATH,
  }),
);

const landingAnswer = envelope(
  map(
    object({
      catalog_list: optional(array(categoryWire), []),
      map: optional(
        object({ cities: optional(array(deliveryCityWire), []) } satisfies FieldsOf<WireDeliveryMap>),
        { cities: [] },
      ),
      brands: pictures,
      cert: pictures,
      news_banners: optional(array(bannerWire), []),
      news: optional(array(landingNewsWire), []),
    } satisfies FieldsOf<WireLandingPage>),
    (wire): LandingPage => ({
      categories: wire.catalog_list,
      cities: wire.map.cities,
      brands: wire.brands,
      certificates: wire.cert,
      banners: wire.news_banners,
      news: wire.news,
    }),
  ),
);

/** unauth.landing.json: no body, no token. */
export async function loadLandingPage(api: ApiClient, signal?: AbortSignal): Promise<LandingPage> {
  const answer = await api.call(sitePath('unauth.landing.json'), {
    auth: false,
    area: 'shell',
    decode: landingAnswer,
    signal,
  });
  return answer.result;
}

/** enquiry.wholesale.json (doc 1 §7): the company request; true when the server took it. */
export async function sendCompanyRequest(
  api: ApiClient,
  fields: CompanyRequestFields,
  idempotencyKey: string,
): Promise<boolean> {
  const answer = await api.call(sitePath('enquiry.wholesale.json'), {
    auth: false,
    area: 'shell',
    params: { ...fields, idempotency_key: idempotencyKey },
    decode: envelope(object({ success: flag } satisfies FieldsOf<WireSuccess>)),
  });
  return answer.result.success;
}

const suggestionWire = object({
  name: string,
  inn: string,
  kpp: optional(string, ''),
} satisfies FieldsOf<WireCompanySuggestion>);

/** Our relay to the INN lookup: the companies registered under `query`. */
export async function suggestCompanies(
  api: ApiClient,
  query: string,
  signal?: AbortSignal,
): Promise<CompanySuggestion[]> {
  const answer = await api.call(SUGGEST_PATH, {
    auth: false,
    area: 'shell',
    params: { query },
    decode: envelope(
      object({ suggestions: optional(array(suggestionWire), []) } satisfies FieldsOf<WireCompanySuggestions>),
    ),
    signal,
  });
  return answer.result.suggestions;
}
