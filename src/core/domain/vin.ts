import type { Product } from './product';

/**
 * The online OEM catalogues (doc 2 §2.18, §3 "Online catalogue entities", §7): the company's server
 * fronts the catalogue service; its page data (keys laximo-main, laximo-catalog, laximo-vehicles,
 * laximo-vin, laximo-qgroups, laximo-unit) and backend.listquickdetail.json are read here.
 */

/** A catalogue of the list (doc 2 §3: code, name). */
export interface VinCatalogue {
  code: string;
  name: string;
}

/** The catalogue a page is in (doc 2 §3 "catalogue info": name, brand). */
export interface VinCatalogueInfo {
  code: string;
  name: string;
  brand: string;
}

/** A choice of a wizard condition: its label and the ssd that choosing it leads to. */
export interface VinConditionOption {
  name: string;
  ssd: string;
}

/** A step of the vehicle selection (doc 2 §3 "condition"). */
export interface VinCondition {
  id: string;
  name: string;
  /** The chosen value once the condition is determined; `null` while it waits for a choice. */
  value: string | null;
  /** The ssd without this choice (to change it); `null` when it cannot be undone (set by another). */
  resetSsd: string | null;
  options: VinConditionOption[];
}

export interface VinWizard {
  catalogue: VinCatalogueInfo;
  /** The choices made so far. */
  ssd: string;
  conditions: VinCondition[];
  /** The choices so far narrow the vehicles enough to list them. */
  canListVehicles: boolean;
}

/** A characteristic of a vehicle or a part (doc 2 §3: key, name, value). */
export interface VinAttribute {
  key: string;
  /** The server's label; '' when it sent only the key. */
  name: string;
  value: string;
}

/** A vehicle (doc 2 §3: vehicleId, brand, name, catalog, ssd, attributes). */
export interface VinVehicle {
  id: string;
  brand: string;
  name: string;
  /** The code of its catalogue. */
  catalogue: string;
  ssd: string;
  attributes: VinAttribute[];
}

/** A quick group (doc 2 §3: quickGroupId, name, searchable, synonyms, childGroups). */
export interface QuickGroup {
  id: string;
  name: string;
  /** Its parts can be listed (backend.listquickdetail.json); the others only hold groups. */
  searchable: boolean;
  synonyms: string[];
  children: QuickGroup[];
}

/** A part of a unit (doc 2 §3: oem, name, codeOnImage, attributes). */
export interface VinPart {
  oem: string;
  name: string;
  /** The callout number of the part on the unit's diagram; '' when it is not drawn. */
  codeOnImage: string;
  attributes: VinAttribute[];
  /**
   * Our own goods with this OEM number as their article, with live stock and price: the company's
   * server adds them to the catalogue service's answer. Empty when we do not sell the part.
   */
  products: Product[];
}

/** A unit (doc 2 §3: unitId, name, imageUrl, ssd, parts), with the catalogue's own code for it. */
export interface VinUnit {
  id: string;
  code: string;
  name: string;
  /** The diagram as the server names it (a path or an address); `null` when there is none. */
  imageUrl: string | null;
  ssd: string;
  parts: VinPart[];
}

/** A category of a quick group's answer (doc 2 §3: categoryId, name, units). */
export interface VinCategory {
  id: string;
  name: string;
  units: VinUnit[];
}

/** A clickable area of a diagram (doc 2 §3: code, x1, y1, x2, y2 in the image's own pixels). */
export interface Hotspot {
  code: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface VinVehiclesPage {
  catalogue: VinCatalogueInfo;
  vehicles: VinVehicle[];
}

export interface VinQuickGroups {
  catalogue: VinCatalogueInfo;
  vehicle: VinVehicle;
  groups: QuickGroup[];
}

export interface VinUnitPage {
  catalogue: VinCatalogueInfo;
  vehicle: VinVehicle;
  unit: VinUnit;
  hotspots: Hotspot[];
}
