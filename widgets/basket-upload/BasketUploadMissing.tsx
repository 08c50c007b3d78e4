import { basketUploadMessages, type MissingArticle } from '@portal/core/basket';
import { Button, Notice } from '@portal/ui';
import * as css from './BasketUpload.css';

export interface BasketUploadMissingProps {
  /** The element of the list's title, one level below the widget's. */
  heading: 'h2' | 'h3';
  missing: readonly MissingArticle[];
  /** The flow waits on these articles: 'Продолжить' goes on without them. */
  canContinue: boolean;
  onContinue: () => void;
}

/** Articles of the file the catalogue does not hold, with the way on past them. */
export function BasketUploadMissing({
  heading: Heading,
  missing,
  canContinue,
  onContinue,
}: BasketUploadMissingProps) {
  return (
    <div className={css.panel} part="missing">
      <Notice tone="warning">
        {basketUploadMessages.notFoundWarning(missing.length)}{' '}
        {canContinue && (
          <Button variant="link" className={css.inlineLink} onClick={onContinue}>
            {basketUploadMessages.continueLink}
          </Button>
        )}
      </Notice>
      <Heading className={css.subtitle}>{basketUploadMessages.notFoundTitle}</Heading>
      <table className={css.table}>
        <thead>
          <tr>
            <th className={css.headCell}>{basketUploadMessages.article}</th>
            <th className={css.headCell}>{basketUploadMessages.quantity}</th>
          </tr>
        </thead>
        <tbody>
          {missing.map((row) => (
            <tr key={row.article}>
              <td className={css.cell}>{row.article}</td>
              <td className={css.cell}>{row.quantity ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {canContinue && (
        <Button variant="primary" onClick={onContinue}>
          {basketUploadMessages.continue}
        </Button>
      )}
    </div>
  );
}
