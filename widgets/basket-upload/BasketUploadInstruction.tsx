import { basketUploadMessages } from '@portal/core/basket';
import * as css from './BasketUpload.css';

/** The 9-step instruction card (doc 2 §2.2, at most 400 wide). */
export function BasketUploadInstruction({ heading: Heading }: { heading: 'h2' | 'h3' }) {
  return (
    <aside className={css.instruction} part="instruction">
      <Heading className={css.subtitle}>{basketUploadMessages.instructionTitle}</Heading>
      <ol className={css.steps}>
        {basketUploadMessages.instruction.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </aside>
  );
}
