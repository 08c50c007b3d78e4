import { CONDITIONS, type ConditionId } from './catalogues';

/**
 * The catalogue service's ssd: an opaque string the client passes back unchanged. Here it carries
 * the catalogue, the selection's choices so far, and the vehicle and unit once they are known,
 * as URL-safe base64 of a small JSON, so that it stays one route segment.
 */
export interface Ssd {
  catalogue: string;
  choices: Partial<Record<ConditionId, string>>;
  vehicle?: string;
  unit?: string;
}

export function encodeSsd(ssd: Ssd): string {
  const wire = { c: ssd.catalogue, s: ssd.choices, v: ssd.vehicle, u: ssd.unit };
  return Buffer.from(JSON.stringify(wire)).toString('base64url');
}

const isConditionId = (key: string): key is ConditionId =>
  CONDITIONS.some((condition) => condition.id === key);

/** The ssd read back; `null` for anything the service did not hand out. */
export function decodeSsd(text: string): Ssd | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let wire: unknown;
  try {
    wire = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof wire !== 'object' || wire === null) return null;
  const { c, s, v, u } = wire as Record<string, unknown>;
  if (typeof c !== 'string' || typeof s !== 'object' || s === null) return null;
  const choices: Partial<Record<ConditionId, string>> = {};
  for (const [key, value] of Object.entries(s)) {
    if (!isConditionId(key) || typeof value !== 'string') return null;
    choices[key] = value;
  }
  return {
    catalogue: c,
    choices,
    ...(typeof v === 'string' && { vehicle: v }),
    ...(typeof u === 'string' && { unit: u }),
  };
}
