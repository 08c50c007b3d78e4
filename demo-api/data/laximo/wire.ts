import type {
  WireVinByIdentPage,
  WireVinCatalogue,
  WireVinCataloguesPage,
  WireVinCategory,
  WireVinCondition,
  WireVinQuickGroup,
  WireVinQuickGroupsPage,
  WireVinUnit,
  WireVinUnitPage,
  WireVinVehicle,
  WireVinVehiclesPage,
  WireVinWizardPage,
} from '../../../src/core/api/wire-types';
import type { Catalogue } from '../catalogue';
import { toWireProduct } from '../catalogue';
import {
  CATALOGUES,
  type CatalogueData,
  CONDITIONS,
  catalogueByCode,
  type VehicleData,
  vehicleById,
  vehiclesOf,
} from './catalogues';
import { unitHotspots } from './diagram';
import { unitParts } from './parts';
import { decodeSsd, encodeSsd, type Ssd } from './ssd';
import { type GroupData, groupById, QUICK_GROUPS, type UnitTemplate, unitById } from './units';

/**
 * The online catalogue's answers (doc 2 §3 "Online catalogue entities") as the company's server
 * sends them: the catalogue service's fields under their spec names, plus our goods per part.
 * `null` wherever the request names something the catalogues do not have.
 */

/** Where the demo serves a unit's generated diagram. */
export const unitImagePath = (unitId: string): string => `/demo-assets/laximo/units/${unitId}.svg`;

const catalogueWire = (catalogue: CatalogueData): WireVinCatalogue => ({
  code: catalogue.code,
  name: catalogue.name,
  brand: catalogue.brand,
});

function vehicleWire(vehicle: VehicleData): WireVinVehicle {
  const catalogue = catalogueByCode(vehicle.catalogue);
  return {
    vehicleId: vehicle.id,
    brand: catalogue?.brand ?? '',
    name: `${vehicle.carModel} ${vehicle.modification}`,
    catalog: vehicle.catalogue,
    ssd: encodeSsd({ catalogue: vehicle.catalogue, choices: {}, vehicle: vehicle.id }),
    attributes: [
      { key: 'manufactured', name: 'Годы выпуска', value: vehicle.years },
      { key: 'engine', name: 'Двигатель', value: vehicle.engine },
      { key: 'transmission', name: 'Коробка передач', value: vehicle.transmission },
      { key: 'bodytype', name: 'Кузов', value: vehicle.body },
      { key: 'market', name: 'Рынок', value: vehicle.market },
      { key: 'modification', name: 'Модификация', value: vehicle.modification },
    ],
  };
}

function groupWire(group: GroupData): WireVinQuickGroup {
  return {
    quickGroupId: group.id,
    name: group.name,
    searchable: group.links !== undefined,
    // The catalogue service writes synonyms as one comma-separated text.
    synonyms: (group.synonyms ?? []).join(', '),
    childGroups: (group.children ?? []).map(groupWire),
  };
}

function unitWire(
  shop: Catalogue,
  catalogue: CatalogueData,
  vehicle: VehicleData,
  unit: UnitTemplate,
  now: number,
  codes?: readonly string[],
): WireVinUnit {
  const parts = unitParts(shop, catalogue, vehicle, unit).filter(
    (part) => !codes || codes.includes(part.codeOnImage),
  );
  return {
    unitId: unit.id,
    code: unit.code,
    name: unit.name,
    imageUrl: unitImagePath(unit.id),
    ssd: encodeSsd({ catalogue: catalogue.code, choices: {}, vehicle: vehicle.id, unit: unit.id }),
    parts: parts.map(({ products, ...part }) => ({
      ...part,
      products: products.map((product) => toWireProduct(product, { now })),
    })),
  };
}

/** laximo-main: every catalogue. */
export function catalogueList(): WireVinCataloguesPage {
  return { catalogs: CATALOGUES.map(({ code, name }) => ({ code, name })) };
}

/** The selection's ssd of a catalogue ('' is its start), or `null` when it is another's or garbled. */
function selection(code: string, ssdText: string): Ssd | null {
  if (ssdText === '') return { catalogue: code, choices: {} };
  const ssd = decodeSsd(ssdText);
  return ssd?.catalogue === code ? ssd : null;
}

function candidatesOf(ssd: Ssd): VehicleData[] {
  return vehiclesOf(ssd.catalogue).filter((vehicle) =>
    CONDITIONS.every(({ id }) => ssd.choices[id] === undefined || vehicle[id] === ssd.choices[id]),
  );
}

/**
 * laximo-catalog: the vehicle selection. Each condition lists the values the vehicles left by the
 * choices so far have, each option carrying the ssd with that choice added; a condition they all
 * share is determined by itself; a chosen one can be changed (its ssd drops it).
 */
export function wizard(code: string, ssdText: string): WireVinWizardPage | null {
  const catalogue = catalogueByCode(code);
  const ssd = catalogue && selection(code, ssdText);
  if (!catalogue || !ssd) return null;
  const candidates = candidatesOf(ssd);
  if (candidates.length === 0) return null;
  const conditions = CONDITIONS.map(({ id, name }): WireVinCondition => {
    const chosen = ssd.choices[id];
    if (chosen !== undefined) {
      const { [id]: _dropped, ...others } = ssd.choices;
      const reset = encodeSsd({ catalogue: code, choices: others });
      return { conditionId: id, name, determined: true, value: chosen, ssd: reset, options: [] };
    }
    const values = [...new Set(candidates.map((vehicle) => vehicle[id]))].sort((a, b) =>
      a.localeCompare(b, 'ru'),
    );
    if (values.length === 1)
      return { conditionId: id, name, determined: true, value: values[0], ssd: '', options: [] };
    return {
      conditionId: id,
      name,
      determined: false,
      value: '',
      ssd: '',
      options: values.map((value) => ({
        key: encodeSsd({ catalogue: code, choices: { ...ssd.choices, [id]: value } }),
        value,
      })),
    };
  });
  const model = conditions.find((condition) => condition.conditionId === 'model');
  return {
    catalog: catalogueWire(catalogue),
    ssd: ssdText,
    conditions,
    allowListVehicles: model?.determined === true,
  };
}

/** laximo-vehicles: the vehicles the selection's ssd leaves. */
export function vehicleList(code: string, ssdText: string): WireVinVehiclesPage | null {
  const catalogue = catalogueByCode(code);
  const ssd = catalogue && selection(code, ssdText);
  if (!catalogue || !ssd) return null;
  return { catalog: catalogueWire(catalogue), vehicles: candidatesOf(ssd).map(vehicleWire) };
}

/** laximo-vin: the vehicles a VIN or frame number identifies (none is an empty list). */
export function vehiclesByIdent(vehicle: VehicleData | undefined): WireVinByIdentPage {
  return { vehicles: vehicle ? [vehicleWire(vehicle)] : [] };
}

/** The catalogue and vehicle of a request, when the ssd belongs to that catalogue. */
function vehicleOf(code: string, vid: string, ssdText: string) {
  const catalogue = catalogueByCode(code);
  const vehicle = vehicleById(code, vid);
  const ssd = decodeSsd(ssdText);
  if (!catalogue || !vehicle || ssd?.catalogue !== code) return null;
  return { catalogue, vehicle };
}

/** laximo-qgroups: the vehicle and the quick-group tree. */
export function quickGroups(code: string, vid: string, ssdText: string): WireVinQuickGroupsPage | null {
  const found = vehicleOf(code, vid, ssdText);
  if (!found) return null;
  return {
    catalog: catalogueWire(found.catalogue),
    vehicle: vehicleWire(found.vehicle),
    groups: QUICK_GROUPS.map(groupWire),
  };
}

/**
 * backend.listquickdetail.json: a searchable group's categories, each with its units and, in
 * them, only the group's parts. `null` for a group that lists no parts or a vehicle not there.
 */
export function quickDetails(
  shop: Catalogue,
  now: number,
  code: string,
  vid: string,
  ssdText: string,
  gid: string,
): WireVinCategory[] | null {
  const found = vehicleOf(code, vid, ssdText);
  const group = groupById(gid);
  if (!found || !group?.links) return null;
  const categories: (WireVinCategory & { units: WireVinUnit[] })[] = [];
  for (const [unitId, codes] of Object.entries(group.links)) {
    const unit = unitById(unitId);
    if (!unit) continue;
    let category = categories.find((item) => item.categoryId === unit.category.id);
    if (!category) {
      category = { categoryId: unit.category.id, name: unit.category.name, units: [] };
      categories.push(category);
    }
    category.units.push(unitWire(shop, found.catalogue, found.vehicle, unit, now, codes));
  }
  return categories;
}

/** laximo-unit: a unit with all its parts and its diagram's hotspots. */
export function unitPage(
  shop: Catalogue,
  now: number,
  code: string,
  vid: string,
  uid: string,
  ssdText: string,
): WireVinUnitPage | null {
  const found = vehicleOf(code, vid, ssdText);
  const unit = unitById(uid);
  if (!found || !unit) return null;
  return {
    catalog: catalogueWire(found.catalogue),
    vehicle: vehicleWire(found.vehicle),
    unit: unitWire(shop, found.catalogue, found.vehicle, unit, now),
    map: unitHotspots(unit),
  };
}
