import type { ScheduledShipment } from '../domain/remote-supplier';

const SECONDS_PER_HOUR = 3600;

/**
 * The delivery date of a remote-supplier item (doc 1 §4, doc 2 §9): now plus its delivery hours
 * (3600 seconds each), then the first schedule run whose shipping timestamp is later. `null` when
 * no run is later: the row reads 'Доставим - Нет данных'.
 */
export function remoteDeliveryShipment(
  nowMs: number,
  deliveryHours: number,
  schedule: readonly ScheduledShipment[],
): ScheduledShipment | null {
  const ready = nowMs / 1000 + deliveryHours * SECONDS_PER_HOUR;
  let first: ScheduledShipment | null = null;
  // The earliest later run, so a schedule sent out of order still gives the first one in time.
  for (const run of schedule) {
    if (run.shippingTimestamp > ready && (!first || run.shippingTimestamp < first.shippingTimestamp))
      first = run;
  }
  return first;
}
