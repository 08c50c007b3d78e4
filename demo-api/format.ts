// Voronezh keeps Moscow time, UTC+3 all year, so dates read the same on any machine.
export const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

const rouble = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1 234,50 ₽' (the group separator is a no-break space, as Intl writes it). */
export function formatRoubles(amount: number): string {
  return `${rouble.format(amount)} ₽`;
}

/** Rounds to kopecks; sums are taken in whole kopecks so that they do not drift. */
export function toKopecks(amount: number): number {
  return Math.round(amount * 100);
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** 'dd.MM.yyyy' in Moscow time. */
export function formatDate(timestamp: number): string {
  const moscow = new Date(timestamp + MOSCOW_OFFSET_MS);
  return `${pad(moscow.getUTCDate())}.${pad(moscow.getUTCMonth() + 1)}.${moscow.getUTCFullYear()}`;
}

/** 'dd.MM.yyyy HH:mm' in Moscow time. */
export function formatDateTime(timestamp: number): string {
  const moscow = new Date(timestamp + MOSCOW_OFFSET_MS);
  return `${formatDate(timestamp)} ${pad(moscow.getUTCHours())}:${pad(moscow.getUTCMinutes())}`;
}
