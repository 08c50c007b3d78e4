import type { MatAccess, MatAccessory, MatConstructorData, MatItem, MatPrice } from '../domain/mats';
import type { Markup } from '../session/types';
import { displayedPrice } from './markup';
import { parseMarkupPercent } from './markup-percent';
import { normaliseMatItems, toggleMatItem } from './mat-items';

/** The key of the upsale items' prices beside the mat types'. */
export const UPSALE_PRICES = 'UPSALE';

/** A chosen item (configuration, upsale, name plate, heel pad) and how many. */
export interface MatLine {
  id: string;
  qty: number;
}

/**
 * Everything the client chose in the configurator: what the route
 * /opt/carpetelli/constructor/{dec}/{transmiss}/{typemat}/{material}/{complect}/{clmat}/{cledg}/{nameplate}/{under_heel}
 * holds (doc 2 §2.1, §4).
 */
export interface MatConfiguration {
  /** The pattern code (NUM_ARTICLE). */
  dec: string;
  /** Transmission id (transmiss). */
  transmission: string;
  /** Mat type id (typemat). */
  matType: string;
  /** Material id, that is the cell shape (material). */
  material: string;
  /** Configuration and upsale items by xml id (complect). */
  items: readonly MatLine[];
  /** Material colour id (clmat). */
  materialColour: string;
  /** Edging colour id (cledg). */
  edgingColour: string;
  /** Name plates by id (nameplate). */
  namePlates: readonly MatLine[];
  /** Heel pads by id (under_heel). */
  heelPads: readonly MatLine[];
}

/**
 * The most of one line of a set (issue 23): the demo API's bound, stated in the server contract
 * (docs/server-contract.md), which refuses more.
 */
export const MAT_MAX_QUANTITY = 99;

/**
 * A configurator quantity (doc 2 §5): a whole number from 1 to `MAT_MAX_QUANTITY`; a typed value
 * not above 0, or that is no number, becomes 1; a fraction is cut to its whole part; more than the
 * bound becomes the bound.
 */
export function matQuantity(typed: string | number): number {
  const value = typeof typed === 'number' ? typed : Number(typed.trim().replace(',', '.'));
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(Math.floor(value), MAT_MAX_QUANTITY);
}

/** Whether a typed quantity is over the bound (the field then says so: `matsMessages.quantityLimit`). */
export function overMatQuantity(typed: string | number): boolean {
  const value = typeof typed === 'number' ? typed : Number(typed.trim().replace(',', '.'));
  return Number.isFinite(value) && Math.floor(value) > MAT_MAX_QUANTITY;
}

/** A pattern with neither 2D nor 3D mats: 'Для автомобиля … коврики не доступны.' */
export function hasNoMats(data: MatConstructorData): boolean {
  return (!data.pattern.has2d && !data.pattern.has3d) || data.pattern.types.length === 0;
}

/** The prices of one group (a mat type's id, or 'UPSALE') in a material, by item id. */
export function matPriceTable(
  data: MatConstructorData,
  materialId: string,
  group: string,
): Readonly<Record<string, MatPrice>> {
  const material = data.materials.find((candidate) => candidate.id === materialId);
  return (material && data.pattern.prices[material.xmlId]?.[group]) ?? {};
}

/** The configuration items priced for this material and mat type, in the server's order. */
export function offeredMatItems(data: MatConstructorData, materialId: string, matType: string): MatItem[] {
  const prices = matPriceTable(data, materialId, matType);
  return data.items.filter((item) => prices[item.xmlId] !== undefined);
}

/** The upsale items priced for this material. */
export function offeredUpsaleItems(data: MatConstructorData, materialId: string): MatItem[] {
  const prices = matPriceTable(data, materialId, UPSALE_PRICES);
  return data.upsale.filter((item) => prices[item.xmlId] !== undefined);
}

/** The colours a material is made in, in its own order. */
export function materialColours(data: MatConstructorData, materialId: string) {
  const material = data.materials.find((candidate) => candidate.id === materialId);
  return (material?.colourIds ?? []).flatMap((id) => data.colours.find((colour) => colour.id === id) ?? []);
}

const idOf = (entry: { id: string }) => entry.id;

/**
 * The defaults of doc 2 §4: the first transmission, the first mat type, cell shape (material) 1,
 * material colour 1 and edging colour 1 (the first offered), the first configuration item checked,
 * quantities 1, no name plate and no heel pad.
 */
export function defaultMatConfiguration(data: MatConstructorData): MatConfiguration {
  return resolveMatConfiguration({ dec: data.pattern.article }, data).configuration;
}

/** A configuration as a link or a change gives it: any part may be missing or wrong. */
export type MatConfigurationDraft = Partial<MatConfiguration> & { dec: string };

function pick(wanted: string | undefined, ids: readonly string[], fallback?: string): [string, boolean] {
  if (wanted !== undefined && ids.includes(wanted)) return [wanted, true];
  return [fallback !== undefined && ids.includes(fallback) ? fallback : (ids[0] ?? ''), wanted === undefined];
}

function lines(wanted: readonly MatLine[], ids: readonly string[]): [MatLine[], boolean] {
  const kept = wanted.filter(
    (line, index) => ids.includes(line.id) && wanted.findIndex((other) => other.id === line.id) === index,
  );
  return [kept.map((line) => ({ id: line.id, qty: matQuantity(line.qty) })), kept.length === wanted.length];
}

/**
 * The configuration to show for a draft: each part the data offers is kept, each missing or
 * unknown part takes its default; configuration items follow the exclusion rule. `valid` is false
 * when the draft named something the data does not offer (a stale or mistyped link); `capped` is
 * true when it asked more of a line than `MAT_MAX_QUANTITY`, which is shown instead (issue 44: the
 * page then writes its link as applied and says so).
 */
export function resolveMatConfiguration(
  draft: MatConfigurationDraft,
  data: MatConstructorData,
): { configuration: MatConfiguration; valid: boolean; capped: boolean } {
  const [transmission, transmissionOk] = pick(draft.transmission, data.pattern.transmissions.map(idOf));
  const [matType, typeOk] = pick(draft.matType, data.pattern.types.map(idOf));
  const [material, materialOk] = pick(draft.material, data.materials.map(idOf), '1');
  const [materialColour, colourOk] = pick(draft.materialColour, materialColours(data, material).map(idOf));
  const [edgingColour, edgingOk] = pick(draft.edgingColour, data.edgingColours.map(idOf));

  const offered = offeredMatItems(data, material, matType).map((item) => item.xmlId);
  const upsale = offeredUpsaleItems(data, material).map((item) => item.xmlId);
  const wantedItems = draft.items ?? [];
  const [known, itemsOk] = lines(wantedItems, [...offered, ...upsale]);
  const checked = normaliseMatItems(
    known.filter((line) => offered.includes(line.id)).map((line) => line.id),
    offered,
  );
  const quantityOf = (id: string) => known.find((line) => line.id === id)?.qty ?? 1;
  const items = [
    ...checked.map((id) => ({ id, qty: quantityOf(id) })),
    ...known.filter((line) => upsale.includes(line.id)),
  ];
  const [namePlates, platesOk] = lines(draft.namePlates ?? [], data.namePlates.map(idOf));
  const [heelPads, heelsOk] = lines(draft.heelPads ?? [], data.heelPads.map(idOf));

  return {
    configuration: {
      dec: draft.dec,
      transmission,
      matType,
      material,
      items,
      materialColour,
      edgingColour,
      namePlates,
      heelPads,
    },
    valid: [transmissionOk, typeOk, materialOk, colourOk, edgingOk, itemsOk, platesOk, heelsOk].every(
      Boolean,
    ),
    capped: [draft.items, draft.namePlates, draft.heelPads].some((list) =>
      (list ?? []).some((line) => overMatQuantity(line.qty)),
    ),
  };
}

/** A configuration after the client checks or unchecks a configuration or upsale item. */
export function toggleMatConfigurationItem(
  configuration: MatConfiguration,
  data: MatConstructorData,
  id: string,
  on: boolean,
): MatConfiguration {
  const offered = offeredMatItems(data, configuration.material, configuration.matType).map(
    (item) => item.xmlId,
  );
  const quantity = (itemId: string) => configuration.items.find((line) => line.id === itemId)?.qty ?? 1;
  if (!offered.includes(id)) {
    const others = configuration.items.filter((line) => line.id !== id);
    return { ...configuration, items: on ? [...others, { id, qty: 1 }] : others };
  }
  const current = configuration.items.filter((line) => offered.includes(line.id)).map((line) => line.id);
  const checked = toggleMatItem(current, id, on, offered);
  return {
    ...configuration,
    items: [
      ...checked.map((itemId) => ({ id: itemId, qty: quantity(itemId) })),
      ...configuration.items.filter((line) => !offered.includes(line.id)),
    ],
  };
}

/** A list of chosen lines with `id` added (quantity 1) or taken away. */
export function toggleMatLine(list: readonly MatLine[], id: string, on: boolean): MatLine[] {
  const present = list.some((line) => line.id === id);
  if (on) return present ? [...list] : [...list, { id, qty: 1 }];
  return list.filter((line) => line.id !== id);
}

/** A list of chosen lines with `id`'s quantity set by the quantity rule. */
export function setMatLineQuantity(list: readonly MatLine[], id: string, typed: string | number): MatLine[] {
  return list.map((line) => (line.id === id ? { id, qty: matQuantity(typed) } : line));
}

/** One priced line of the totals. */
export interface MatPricedLine {
  id: string;
  name: string;
  qty: number;
  /** Wholesale price of one (OPT_PRICE or PRICE). */
  price: number;
  /** BASE_PRICE of an item; the price of a name plate or heel pad. */
  basePrice: number;
  group: 'mats' | 'upsale' | 'nameplates' | 'heels';
}

/** The configuration's lines with their wholesale prices. */
export function matPricedLines(configuration: MatConfiguration, data: MatConstructorData): MatPricedLine[] {
  const itemPrices = matPriceTable(data, configuration.material, configuration.matType);
  const upsalePrices = matPriceTable(data, configuration.material, UPSALE_PRICES);
  const item = (
    group: 'mats' | 'upsale',
    list: readonly MatItem[],
    prices: Readonly<Record<string, MatPrice>>,
  ) =>
    configuration.items.flatMap((line) => {
      const found = list.find((candidate) => candidate.xmlId === line.id);
      const price = prices[line.id];
      return found && price
        ? [
            {
              id: line.id,
              name: found.name,
              qty: line.qty,
              price: price.price,
              basePrice: price.basePrice,
              group,
            },
          ]
        : [];
    });
  const accessory = (
    group: 'nameplates' | 'heels',
    chosen: readonly MatLine[],
    list: readonly MatAccessory[],
  ) =>
    chosen.flatMap((line) => {
      const found = list.find((candidate) => candidate.id === line.id);
      return found
        ? [
            {
              id: line.id,
              name: found.name,
              qty: line.qty,
              price: found.price,
              basePrice: found.price,
              group,
            },
          ]
        : [];
    });
  return [
    ...item('mats', data.items, itemPrices),
    ...item('upsale', data.upsale, upsalePrices),
    ...accessory('nameplates', configuration.namePlates, data.namePlates),
    ...accessory('heels', configuration.heelPads, data.heelPads),
  ];
}

interface MatTotals {
  /** The real total, without markup: what add to basket sends as cost. */
  total: number;
  /** The total with the markup, or `null` when no markup applies. */
  totalWithMarkup: number | null;
}

const kopecks = (amount: number) => Math.round(amount * 100);

/** Each line's price (by `price`) times its quantity, added up in whole kopecks. */
function sum(lines: readonly MatPricedLine[], price: (line: MatPricedLine) => number): number {
  return lines.reduce((total, line) => total + kopecks(price(line)) * line.qty, 0) / 100;
}

/**
 * The totals (doc 2 §4, §9): the sum of each line's wholesale price times its quantity; with a
 * markup (a single positive percent) each price is raised by it as the price lists do.
 */
export function matTotals(lines: readonly MatPricedLine[], markup: Markup): MatTotals {
  const total = matCost(lines);
  const withMarkup = sum(lines, (line) => displayedPrice(line.price, markup));
  return { total, totalWithMarkup: withMarkup === total ? null : withMarkup };
}

/** The real total without markup: what add to basket sends as cost (doc 2 §7). */
export function matCost(lines: readonly MatPricedLine[]): number {
  return sum(lines, (line) => line.price);
}

/** A typed markup (a partner's `markup` attribute, the markup field): on for a single positive percent, else off (doc 2 §4). */
export function typedMarkup(text: string | undefined): Markup {
  const percent = parseMarkupPercent(text ?? '');
  return { enabled: percent > 0, percent };
}

/**
 * Whether the page shows wholesale prices beside the marked-up ones (DESIGN "Mat constructor"): in
 * the portal only. A partner key's answers carry retail prices alone, so its pages have none.
 */
export function showsWholesalePrices(access: MatAccess): boolean {
  return access.kind === 'session';
}
