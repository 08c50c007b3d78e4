import type { MatConfiguration, MatConfigurationDraft, MatLine } from './mat-configuration';
import { matConstructorPage, matsPage, portalPath } from './portal-paths';

/**
 * A configuration as a link (doc 2 §2.1, §4; DESIGN "Mat constructor"): in the portal the route
 * /opt/carpetelli/constructor/{dec}/{transmiss}/{typemat}/{material}/{complect}/{clmat}/{cledg}/{nameplate}/{under_heel},
 * on a partner's page the same segments in the URL hash (`#mats/{dec}/…`), so that reloading or
 * sharing the link reopens it. Item lists are written `id` or `id~qty` joined by '.'
 * ('h5arfuiw.b6gq2slx~2'), '-' when empty; ids in them are letters, digits, '_' and '-'.
 */
const NONE = '-';
const HASH_PREFIX = '#mats/';
const PATH_PREFIX = matConstructorPage.pattern.slice(0, matConstructorPage.pattern.indexOf(':dec'));

/** What a link gave: the draft to resolve against the data, and whether every part of it was well formed. */
export interface ParsedMatLink {
  draft: MatConfigurationDraft;
  valid: boolean;
}

function formatLines(lines: readonly MatLine[]): string {
  return lines.length === 0 ? NONE : lines.map(({ id, qty }) => (qty === 1 ? id : `${id}~${qty}`)).join('.');
}

function segments(configuration: MatConfiguration): string[] {
  const single = (value: string) => value || NONE;
  return [
    configuration.dec,
    single(configuration.transmission),
    single(configuration.matType),
    single(configuration.material),
    formatLines(configuration.items),
    single(configuration.materialColour),
    single(configuration.edgingColour),
    formatLines(configuration.namePlates),
    formatLines(configuration.heelPads),
  ];
}

/** The portal route of a configuration. */
export function matConstructorPath(configuration: MatConfiguration): string {
  const [dec = '', transmiss, typemat, material, complect, clmat, cledg, nameplate, under_heel] =
    segments(configuration);
  return portalPath(matConstructorPage, {
    dec,
    transmiss,
    typemat,
    material,
    complect,
    clmat,
    cledg,
    nameplate,
    under_heel,
  });
}

/** The URL hash of a configuration on a partner's page. */
export function matConfigurationHash(configuration: MatConfiguration): string {
  return HASH_PREFIX + segments(configuration).map(encodeURIComponent).join('/');
}

/** The hash of a pattern opened with nothing chosen yet. */
export function matPatternHash(dec: string): string {
  return HASH_PREFIX + encodeURIComponent(dec);
}

/** The portal's start page of the constructor, with no pattern open. */
export const MAT_START_PATH = matsPage.pattern;

/** The portal route of a pattern opened with nothing chosen yet. */
export function matPatternPath(dec: string): string {
  return portalPath(matConstructorPage, { dec });
}

function parseLines(text: string): { lines: MatLine[]; valid: boolean } {
  if (text === NONE) return { lines: [], valid: true };
  let valid = true;
  const lines: MatLine[] = [];
  for (const part of text.split('.')) {
    const [, id, count] = /^([\w-]+)(?:~(\d+))?$/.exec(part) ?? [];
    const qty = count === undefined ? 1 : Number(count);
    if (id === undefined || id === NONE || !Number.isSafeInteger(qty) || qty < 1) {
      valid = false;
      if (id === undefined || id === NONE) continue;
    }
    lines.push({ id, qty: Number.isSafeInteger(qty) && qty >= 1 ? qty : 1 });
  }
  return { lines, valid };
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function parseSegments(raw: readonly string[]): ParsedMatLink | null {
  const values = raw.map(decoded);
  const [dec, transmission, matType, material, items, materialColour, edgingColour, namePlates, heelPads] =
    values;
  if (!dec) return null;
  let valid = values.length <= 9 && values.every((value) => value !== null && value !== '');
  const single = (value: string | null | undefined) => (value && value !== NONE ? value : undefined);
  const list = (value: string | null | undefined) => {
    if (!value) return undefined;
    const parsed = parseLines(value);
    valid &&= parsed.valid;
    return parsed.lines;
  };
  const draft: MatConfigurationDraft = {
    dec,
    transmission: single(transmission),
    matType: single(matType),
    material: single(material),
    items: list(items),
    materialColour: single(materialColour),
    edgingColour: single(edgingColour),
    namePlates: list(namePlates),
    heelPads: list(heelPads),
  };
  return {
    draft: Object.fromEntries(
      Object.entries(draft).filter(([, value]) => value !== undefined),
    ) as MatConfigurationDraft,
    valid,
  };
}

/** The configuration a portal path names, or `null` when it is not a constructor route. */
export function parseMatConstructorPath(pathname: string): ParsedMatLink | null {
  if (!pathname.startsWith(PATH_PREFIX)) return null;
  return parseSegments(pathname.slice(PATH_PREFIX.length).replace(/\/$/, '').split('/'));
}

/** The configuration a partner page's hash names, or `null` when it names none. */
export function parseMatHash(hash: string): ParsedMatLink | null {
  if (!hash.startsWith(HASH_PREFIX)) return null;
  return parseSegments(hash.slice(HASH_PREFIX.length).split('/'));
}
