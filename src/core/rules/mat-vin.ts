import type { MatCar } from '../domain/mats';
import type { VinVehicle } from '../domain/vin';

/**
 * Finding the mats of a car by its VIN (issue 14 "Beyond"): the online catalogue's VIN lookup names
 * a vehicle (its brand, name and years of manufacture); these rules find its make, model and
 * generation in the mat catalogue, when it has them. Names are compared in capitals, by words;
 * years by the span they share.
 */
export interface MatVinCar {
  brand: string;
  /** The catalogue's name of the vehicle ('Lada Vesta GFL110'). */
  name: string;
  /** Years of manufacture as the catalogue writes them ('2015–2022'), or ''. */
  years: string;
}

/** The first vehicle the VIN lookup found, as these rules read it; `null` when it found none. */
export function matVinCarOf(vehicles: readonly VinVehicle[] | null): MatVinCar | null {
  const vehicle = vehicles?.[0];
  if (!vehicle) return null;
  const years = vehicle.attributes.find((attribute) => attribute.key === 'manufactured')?.value ?? '';
  return { brand: vehicle.brand, name: vehicle.name, years };
}

/** Makes the catalogues write another way. */
const MAKE_ALIASES: Readonly<Record<string, string>> = { VW: 'VOLKSWAGEN', VAZ: 'LADA', ВАЗ: 'LADA' };

function words(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => MAKE_ALIASES[word] ?? word);
}

/** Whether `needle`'s words stand together in `haystack`'s. */
function hasWords(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return false;
  return haystack.some((_, start) => needle.every((word, offset) => haystack[start + offset] === word));
}

/** The make whose name is the vehicle's brand, or starts its name. */
export function matchMatMake(car: MatVinCar, makes: readonly MatCar[]): string | null {
  const brand = words(car.brand);
  const name = words(car.name);
  const found = makes.find((make) => {
    const wanted = words(make.name);
    return hasWords(brand, wanted) || hasWords(name.slice(0, wanted.length), wanted);
  });
  return found?.id ?? null;
}

/** The model whose name stands in the vehicle's name; the longest such name wins ('Land Cruiser Prado' over 'Land Cruiser'). */
export function matchMatModel(car: MatVinCar, models: readonly MatCar[]): string | null {
  const name = words(car.name);
  const found = models
    .filter((model) => hasWords(name, words(model.name)))
    .sort((a, b) => words(b.name).length - words(a.name).length);
  return found[0]?.id ?? null;
}

/**
 * The years a text spans ('2015–2022', '(2017–н.в.)'), the last one open until `currentYear`
 * ends; `null` when it names none.
 */
export function yearSpan(text: string, currentYear: number): [number, number] | null {
  const match = /(\d{4})\s*[–—-]\s*(\d{4}|н\.?\s?в\.?)/i.exec(text);
  if (!match) return null;
  const from = Number(match[1]);
  const to = /^\d{4}$/.test(match[2] ?? '') ? Number(match[2]) : currentYear;
  return [from, to];
}

/**
 * The generation whose years share the most with the vehicle's (a shared end year alone is no
 * match: ACV40 of 2006–2011 is not the XV50 of 2011–2017); `null` when none does.
 */
export function matchMatGeneration(
  car: MatVinCar,
  generations: readonly MatCar[],
  currentYear: number,
): string | null {
  const built = yearSpan(car.years, currentYear);
  if (!built) return null;
  let best: { id: string; shared: number } | null = null;
  for (const generation of generations) {
    const span = yearSpan(generation.name, currentYear);
    const shared = span ? Math.min(span[1], built[1]) - Math.max(span[0], built[0]) : 0;
    if (shared > 0 && shared > (best?.shared ?? 0)) best = { id: generation.id, shared };
  }
  return best?.id ?? null;
}
