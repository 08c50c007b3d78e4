import { MOSCOW_OFFSET_MS } from '../format';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Orders placed before 16:00 Moscow time leave with the next working day's run. */
export const CUT_OFF_HOUR = 16;

/** When the next order must be placed by (closure) and when it is shipped. */
export interface Shipment {
  closure: number;
  shipping: number;
}

// Day starts are computed on the Moscow wall clock shifted to UTC, then shifted back.
const isSunday = (moscowDayStart: number): boolean => new Date(moscowDayStart).getUTCDay() === 0;

function nextWorkingDay(moscowDayStart: number): number {
  let day = moscowDayStart + DAY_MS;
  while (isSunday(day)) day += DAY_MS;
  return day;
}

/** The nearest shipment for an order placed at `now`; the lorries run Monday to Saturday. */
export function nearestShipment(now: number): Shipment {
  const moscowNow = now + MOSCOW_OFFSET_MS;
  let orderDay = Math.floor(moscowNow / DAY_MS) * DAY_MS;
  if (isSunday(orderDay) || moscowNow >= orderDay + CUT_OFF_HOUR * HOUR_MS)
    orderDay = nextWorkingDay(orderDay);
  return {
    closure: orderDay + CUT_OFF_HOUR * HOUR_MS - MOSCOW_OFFSET_MS,
    shipping: nextWorkingDay(orderDay) - MOSCOW_OFFSET_MS,
  };
}
