import { type ProductMarks as Marks, productMessages } from '@portal/core/catalogue';
import * as css from './ProductRow.css';

const MARKS = ['new', 'trend', 'hit'] as const;

/** 'Новинка', 'Тренд', 'Хит' (doc 1 §2), each set mark a badge; nothing when none is set. */
export function ProductMarks({ marks }: { marks: Marks }) {
  const shown = MARKS.filter((mark) => marks[mark]);
  if (shown.length === 0) return null;
  return (
    <span className={css.marks} part="marks">
      {shown.map((mark) => (
        <span key={mark} className={css.mark} data-mark={mark}>
          {productMessages.marks[mark]}
        </span>
      ))}
    </span>
  );
}
