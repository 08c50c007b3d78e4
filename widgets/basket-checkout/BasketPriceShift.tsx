import { priceChangeMessages, priceShift } from '@portal/core/basket';
import { formatRubles } from '@portal/core/session';

interface BasketPriceShiftProps {
  /** The price (or goods total) the client saw, and what it is now, in roubles. */
  seen: number;
  now: number;
  of: 'line' | 'total';
  className: string;
}

/** Which way a price or the total moved after the check of prices, and by how much. */
export function BasketPriceShift({ seen, now, of, className }: BasketPriceShiftProps) {
  const shift = priceShift(seen, now);
  if (!shift) return null;
  const by = formatRubles(shift.by) ?? '';
  return <span className={className}>{priceChangeMessages[of](shift.direction, by)}</span>;
}
