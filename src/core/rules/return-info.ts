import { productMessages } from '../messages/product';

// Apart from format.ts, so that a widget formatting a price does not carry the product texts.
/** Default return period when returns are allowed and none is given (doc 1 §9). */
export const DEFAULT_RETURN_DAYS = 14;

interface ReturnInfo {
  /** The days, or 'Нет' when returns are not allowed. */
  text: string;
  tooltip: string;
}

export function returnInfo(allowReturn: boolean, returnDays: number | null | undefined): ReturnInfo {
  if (!allowReturn) return { text: productMessages.returnNo, tooltip: productMessages.returnNotAllowed };
  const days = returnDays && returnDays > 0 ? returnDays : DEFAULT_RETURN_DAYS;
  return { text: String(days), tooltip: productMessages.returnAllowed(days) };
}
