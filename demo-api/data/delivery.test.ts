import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format';
import { nearestShipment } from './delivery';

// Moscow wall-clock time to a timestamp (UTC+3).
const moscow = (day: number, hour: number, minute = 0) => Date.UTC(2024, 10, day, hour - 3, minute);
const shipment = (now: number) => {
  const { closure, shipping } = nearestShipment(now);
  return [formatDateTime(closure), formatDateTime(shipping)];
};

describe('nearestShipment', () => {
  it('ships the next working day when ordered before 16:00', () => {
    expect(shipment(moscow(20, 15, 59))).toEqual(['20.11.2024 16:00', '21.11.2024 00:00']);
  });

  it('moves the order to the next working day after the cut-off', () => {
    expect(shipment(moscow(20, 16))).toEqual(['21.11.2024 16:00', '22.11.2024 00:00']);
  });

  it('skips Sunday: Saturday morning ships Monday, Sunday orders close on Monday', () => {
    expect(shipment(moscow(23, 10))).toEqual(['23.11.2024 16:00', '25.11.2024 00:00']);
    expect(shipment(moscow(24, 10))).toEqual(['25.11.2024 16:00', '26.11.2024 00:00']);
  });
});
