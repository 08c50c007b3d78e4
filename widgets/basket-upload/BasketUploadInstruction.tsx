import { basketUploadMessages } from '@portal/core/basket';
import { useId } from 'react';
import * as css from './BasketUpload.css';

/**
 * The 9-step instruction card (doc 2 §2.2, at most 400 wide): a region named by its heading, which
 * may stand inside a host's `main` (an `aside` there is a landmark out of place, issue 43).
 */
export function BasketUploadInstruction({ heading: Heading }: { heading: 'h2' | 'h3' }) {
  const headingId = useId();
  return (
    <section className={css.instruction} part="instruction" aria-labelledby={headingId}>
      <Heading id={headingId} className={css.subtitle}>
        {basketUploadMessages.instructionTitle}
      </Heading>
      <ol className={css.steps}>
        {basketUploadMessages.instruction.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </section>
  );
}
