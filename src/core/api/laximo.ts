import type { FormObject } from '../domain/form';
import type {
  Hotspot,
  QuickGroup,
  VinAttribute,
  VinCatalogue,
  VinCatalogueInfo,
  VinCategory,
  VinCondition,
  VinPart,
  VinQuickGroups,
  VinUnit,
  VinUnitPage,
  VinVehicle,
  VinVehiclesPage,
  VinWizard,
} from '../domain/vin';
import { vinSearchValue } from '../rules/vin';
import type { ApiClient } from './client';
import {
  type Decoder,
  envelope,
  type FieldsOf,
  identifier,
  map,
  numeric,
  object,
  optional,
  string,
} from './decode';
import { loadPageData } from './page-data';
import { entries, flag, productWire } from './product';
import type {
  WireVinAttribute,
  WireVinByIdentPage,
  WireVinCatalogue,
  WireVinCataloguesPage,
  WireVinCategory,
  WireVinCondition,
  WireVinConditionOption,
  WireVinHotspot,
  WireVinPart,
  WireVinQuickGroup,
  WireVinQuickGroupsPage,
  WireVinUnit,
  WireVinUnitPage,
  WireVinVehicle,
  WireVinVehiclesPage,
  WireVinWizardPage,
} from './wire-types';
import { pictureUrl } from './wire-url';

/** A text the server may send as a number. */
const label: Decoder<string> = (input, path = '') =>
  typeof input === 'number' && Number.isFinite(input) ? String(input) : string(input, path);

/** Missing, null or PHP's empty `[]` all mean "not there": the page then goes to 404 (doc 2 §4). */
function present<T>(decoder: Decoder<T>): Decoder<T | null> {
  return (input, path) =>
    input === undefined || input === null || (Array.isArray(input) && input.length === 0)
      ? null
      : decoder(input, path);
}

/** A list that may come as a keyed map or PHP's `[]`; missing or null is empty. */
const list = <T>(item: Decoder<T>): Decoder<T[]> => optional(entries(item), []);

const catalogueWire: Decoder<VinCatalogue> = object({
  code: identifier,
  name: label,
} satisfies FieldsOf<WireVinCatalogue>);

const catalogueInfoWire: Decoder<VinCatalogueInfo> = object({
  code: identifier,
  name: label,
  brand: optional(label, ''),
} satisfies FieldsOf<WireVinCatalogue>);

const attributeWire: Decoder<VinAttribute> = object({
  key: label,
  name: optional(label, ''),
  value: optional(label, ''),
} satisfies FieldsOf<WireVinAttribute>);

const vehicleWire: Decoder<VinVehicle> = map(
  object({
    vehicleId: identifier,
    brand: optional(label, ''),
    name: label,
    catalog: identifier,
    ssd: string,
    attributes: list(attributeWire),
  } satisfies FieldsOf<WireVinVehicle>),
  (wire): VinVehicle => ({
    id: wire.vehicleId,
    brand: wire.brand,
    name: wire.name,
    catalogue: wire.catalog,
    ssd: wire.ssd,
    attributes: wire.attributes,
  }),
);

const conditionWire: Decoder<VinCondition> = map(
  object({
    conditionId: identifier,
    name: label,
    determined: flag,
    value: optional(label, ''),
    ssd: optional(string, ''),
    options: list(
      map(
        object({ key: string, value: label } satisfies FieldsOf<WireVinConditionOption>),
        ({ key, value }) => ({
          name: value,
          ssd: key,
        }),
      ),
    ),
  } satisfies FieldsOf<WireVinCondition>),
  (wire): VinCondition => ({
    id: wire.conditionId,
    name: wire.name,
    value: wire.determined ? wire.value : null,
    resetSsd: wire.determined && wire.ssd !== '' ? wire.ssd : null,
    options: wire.determined ? [] : wire.options,
  }),
);

/** Synonyms as the catalogue service writes them ('свеча, свечи') or as a list. */
const synonymsWire: Decoder<string[]> = (input, path = '') => {
  const words = typeof input === 'string' ? input.split(',') : list(label)(input, path);
  return words.map((word) => word.trim()).filter(Boolean);
};

const quickGroupWire: Decoder<QuickGroup> = map(
  object({
    quickGroupId: identifier,
    name: label,
    searchable: flag,
    synonyms: synonymsWire,
    childGroups: (input: unknown, path?: string) => list(quickGroupWire)(input, path),
  } satisfies FieldsOf<WireVinQuickGroup>),
  (wire): QuickGroup => ({
    id: wire.quickGroupId,
    name: wire.name,
    searchable: wire.searchable,
    synonyms: wire.synonyms,
    children: wire.childGroups,
  }),
);

const partWire: Decoder<VinPart> = object({
  oem: optional(label, ''),
  name: optional(label, ''),
  codeOnImage: optional(label, ''),
  attributes: list(attributeWire),
  products: list(productWire),
} satisfies FieldsOf<WireVinPart>);

const unitWire: Decoder<VinUnit> = map(
  object({
    unitId: identifier,
    code: optional(label, ''),
    name: label,
    imageUrl: pictureUrl,
    ssd: string,
    parts: list(partWire),
  } satisfies FieldsOf<WireVinUnit>),
  (wire): VinUnit => ({
    id: wire.unitId,
    code: wire.code,
    name: wire.name,
    imageUrl: wire.imageUrl,
    ssd: wire.ssd,
    parts: wire.parts,
  }),
);

const categoryWire: Decoder<VinCategory> = map(
  object({ categoryId: identifier, name: label, units: list(unitWire) } satisfies FieldsOf<WireVinCategory>),
  (wire): VinCategory => ({ id: wire.categoryId, name: wire.name, units: wire.units }),
);

const hotspotWire: Decoder<Hotspot> = map(
  object({
    code: label,
    x1: numeric,
    y1: numeric,
    x2: numeric,
    y2: numeric,
  } satisfies FieldsOf<WireVinHotspot>),
  ({ code, x1, y1, x2, y2 }) => ({
    code,
    x1: Math.min(x1, x2),
    y1: Math.min(y1, y2),
    x2: Math.max(x1, x2),
    y2: Math.max(y1, y2),
  }),
);

/** A page-data answer whose data may be missing: `null` then, and the widget goes to 404. */
async function loadVinPage<T>(
  api: ApiClient,
  key: string,
  params: FormObject,
  page: Decoder<T | null>,
  signal?: AbortSignal,
): Promise<T | null> {
  return (await loadPageData(api, key, { params, page: present(page), signal })).page;
}

/** The page's data when every key it needs is there; `null` when one is missing. */
function complete<S extends Record<string, Decoder<unknown>>, T>(
  shape: S,
  build: (page: { [K in keyof S]: NonNullable<ReturnType<S[K]>> }) => T,
): Decoder<T | null> {
  return map(object(shape), (page) =>
    Object.values(page).some((value) => value === null)
      ? null
      : build(page as { [K in keyof S]: NonNullable<ReturnType<S[K]>> }),
  );
}

/** laximo-main: the catalogue list; `null` when the page data is missing. */
export function loadVinCatalogues(api: ApiClient, signal?: AbortSignal): Promise<VinCatalogue[] | null> {
  return loadVinPage(
    api,
    'laximo-main',
    {},
    complete(
      { catalogs: present(entries(catalogueWire)) } satisfies FieldsOf<WireVinCataloguesPage>,
      (page) => page.catalogs,
    ),
    signal,
  );
}

/** laximo-catalog with code and ssd (none at the first step): the vehicle selection. */
export function loadVinWizard(
  api: ApiClient,
  request: { code: string; ssd?: string },
  signal?: AbortSignal,
): Promise<VinWizard | null> {
  return loadVinPage(
    api,
    'laximo-catalog',
    { code: request.code, ssd: request.ssd ?? '' },
    complete(
      {
        catalog: present(catalogueInfoWire),
        ssd: optional(string, ''),
        conditions: present(entries(conditionWire)),
        allowListVehicles: flag,
      } satisfies FieldsOf<WireVinWizardPage>,
      (page): VinWizard => ({
        catalogue: page.catalog,
        ssd: page.ssd,
        conditions: page.conditions,
        canListVehicles: page.allowListVehicles,
      }),
    ),
    signal,
  );
}

/** laximo-vehicles with code and ssd: the vehicles the selection leads to. */
export function loadVinVehicles(
  api: ApiClient,
  request: { code: string; ssd: string },
  signal?: AbortSignal,
): Promise<VinVehiclesPage | null> {
  return loadVinPage(
    api,
    'laximo-vehicles',
    request,
    complete(
      {
        catalog: present(catalogueInfoWire),
        vehicles: list(vehicleWire),
      } satisfies FieldsOf<WireVinVehiclesPage>,
      (page): VinVehiclesPage => ({ catalogue: page.catalog, vehicles: page.vehicles }),
    ),
    signal,
  );
}

/**
 * The vehicles a VIN or frame number identifies (page data laximo-vin with identstring): an empty
 * list when the catalogues know none, `null` when the page data is missing. Only a value that
 * `vinSearchValue` accepts is sent; any other text is refused with a RangeError before a call.
 */
export function findVehiclesByVin(
  api: ApiClient,
  identstring: string,
  signal?: AbortSignal,
): Promise<VinVehicle[] | null> {
  const value = vinSearchValue(identstring);
  if (value === null) return Promise.reject(new RangeError('Neither a VIN nor a frame number'));
  return loadVinPage(
    api,
    'laximo-vin',
    { identstring: value },
    complete(
      { vehicles: optional(entries(vehicleWire), null) } satisfies FieldsOf<WireVinByIdentPage>,
      (page) => page.vehicles,
    ),
    signal,
  );
}

/** laximo-qgroups with code, vid and ssd: the vehicle and its quick-group tree. */
export function loadQuickGroups(
  api: ApiClient,
  request: { code: string; vid: string; ssd: string },
  signal?: AbortSignal,
): Promise<VinQuickGroups | null> {
  return loadVinPage(
    api,
    'laximo-qgroups',
    request,
    complete(
      {
        catalog: present(catalogueInfoWire),
        vehicle: present(vehicleWire),
        groups: present(entries(quickGroupWire)),
      } satisfies FieldsOf<WireVinQuickGroupsPage>,
      (page): VinQuickGroups => ({ catalogue: page.catalog, vehicle: page.vehicle, groups: page.groups }),
    ),
    signal,
  );
}

const quickDetailAnswer = envelope(list(categoryWire));

/**
 * backend.listquickdetail.json with code, ssd, vid and gid (doc 2 §7): a quick group's categories
 * with their units and parts.
 */
export async function loadQuickDetails(
  api: ApiClient,
  request: { code: string; vid: string; ssd: string; gid: string },
  signal?: AbortSignal,
): Promise<VinCategory[]> {
  const answer = await api.call('/rest/backend.listquickdetail.json', {
    params: request,
    decode: quickDetailAnswer,
    signal,
  });
  return answer.result;
}

/** laximo-unit with code, vid, uid, gid and ssd: a unit, its parts and its diagram's hotspots. */
export function loadVinUnit(
  api: ApiClient,
  request: { code: string; vid: string; uid: string; gid: string; ssd: string },
  signal?: AbortSignal,
): Promise<VinUnitPage | null> {
  return loadVinPage(
    api,
    'laximo-unit',
    request,
    complete(
      {
        catalog: present(catalogueInfoWire),
        vehicle: present(vehicleWire),
        unit: present(unitWire),
        map: list(hotspotWire),
      } satisfies FieldsOf<WireVinUnitPage>,
      (page): VinUnitPage => ({
        catalogue: page.catalog,
        vehicle: page.vehicle,
        unit: page.unit,
        hotspots: page.map,
      }),
    ),
    signal,
  );
}
