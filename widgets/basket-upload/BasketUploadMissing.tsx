import { basketUploadMessages, type MissingArticle } from '@portal/core/basket';
import * as css from './BasketUpload.css';

export interface BasketUploadMissingProps {
  missing: readonly MissingArticle[];
  /** The flow waits on these articles: 'Продолжить' goes on without them. */
  canContinue: boolean;
  onContinue: () => void;
}

/** Articles of the file the catalogue does not hold, with the way on past them. */
export function BasketUploadMissing({ missing, canContinue, onContinue }: BasketUploadMissingProps) {
  return (
    <div className={css.panel} part="missing">
      <div className={css.alert} data-tone="warning" role="alert">
        {basketUploadMessages.notFoundWarning(missing.length)}{' '}
        {canContinue && (
          <button type="button" className={css.linkButton} onClick={onContinue}>
            {basketUploadMessages.continueLink}
          </button>
        )}
      </div>
      <h3 className={css.subtitle}>{basketUploadMessages.notFoundTitle}</h3>
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
        <button type="button" className={css.button} onClick={onContinue}>
          {basketUploadMessages.continue}
        </button>
      )}
    </div>
  );
}
