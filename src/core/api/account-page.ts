import type { FormObject } from '../domain/form';
import { MOSCOW_OFFSET_MS } from '../rules/moscow-time';
import type { ApiClient } from './client';
import { type Decoder, isRecord, numeric } from './decode';
import { ApiError } from './errors';
import { loadPageData } from './page-data';

/** Page data answers a refusal as `{ error: true, error_message }` with status 200 (doc 2 §3). */
const refusal: Decoder<string | null> = (input) => {
  if (!isRecord(input) || (input.error !== true && input.error !== 'Y')) return null;
  const message = input.error_message;
  return typeof message === 'string' && message.trim() !== '' ? message : '';
};

/**
 * An account page's data (doc 2 §7 page keys, call area 'portal': an invalid token goes to /login/).
 * A refusal becomes a `rejected` ApiError carrying the server's message.
 */
export async function loadAccountPage<T>(
  api: ApiClient,
  key: string,
  page: Decoder<T>,
  params?: FormObject,
  signal?: AbortSignal,
): Promise<T> {
  const answer = await loadPageData(api, key, {
    params,
    signal,
    page: (input, path) => {
      const refused = refusal(input, path);
      return refused === null ? { data: page(input, path) } : { refused };
    },
  });
  const result = answer.page;
  if ('refused' in result)
    throw new ApiError('rejected', `${key} refused`, { serverMessage: result.refused || undefined });
  return result.data;
}

/**
 * A server date as a moment: 'dd.MM.yyyy', 'dd.MM.yyyy HH:mm' or 'dd.MM.yyyy HH:mm:ss' in Moscow
 * time, or Unix seconds; null when it is none of them.
 */
export function parseServerDate(input: unknown): Date | null {
  if (typeof input === 'number' && Number.isFinite(input)) return new Date(input * 1000);
  if (typeof input !== 'string') return null;
  const match = /^(\d{2})\.(\d{2})\.(\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(input.trim());
  if (!match) return /^\d+$/.test(input.trim()) ? new Date(Number(input) * 1000) : null;
  const [day, month, year, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const utc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0, seconds ?? 0);
  const date = new Date(utc - MOSCOW_OFFSET_MS);
  return new Date(utc).getUTCDate() === day ? date : null;
}

/** An amount the server may send as '' or leave out for none. */
export const amountOrZero: Decoder<number> = (input, path) =>
  input === '' || input === null || input === undefined ? 0 : numeric(input, path);
