import { returnInfo } from '@portal/core/catalogue';
import { tooltip } from '../feedback/tooltip';
import * as css from './ReturnTerms.css';

interface ReturnTermsProps {
  allowReturn: boolean;
  returnDays: number | null;
}

/**
 * The return period ('14', or 'Нет') with the spec's tooltip (doc 1 §5, §8), reachable by keyboard;
 * screen readers hear the tooltip's words as its description.
 */
export function ReturnTerms({ allowReturn, returnDays }: ReturnTermsProps) {
  const info = returnInfo(allowReturn, returnDays);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip must be reachable from the keyboard.
    <span className={css.value} tabIndex={0} aria-description={info.tooltip} {...tooltip(info.tooltip)}>
      {info.text}
    </span>
  );
}
