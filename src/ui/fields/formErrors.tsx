import { formErrorSummary } from '@portal/core/session';
import { type ReactElement, useLayoutEffect, useState } from 'react';
import { visuallyHidden } from './formErrors.css';

interface FormErrorReport {
  /**
   * Call as a form is submitted (a control of the form or the form itself): after the render that
   * follows, when fields of the form are `aria-invalid` (as `Field` marks them), the first takes the
   * focus and the summary region says how many and what (WCAG 3.3.1, 4.1.3). A form without one
   * stays as it is.
   */
  submitted: (target: unknown) => void;
  /** The polite region of the summary: render it inside the form. */
  summary: ReactElement;
}

/** A form control that takes the focus in the invalid element's place (a group of checkboxes). */
function focusable(element: HTMLElement): HTMLElement | null {
  if (element.matches('input, select, textarea, button, [tabindex]')) return element;
  return element.querySelector<HTMLElement>('input:not([disabled]), select, textarea, button, [tabindex]');
}

/** The texts that describe an element (its messages), in a shadow root too. */
function descriptions(element: HTMLElement): string[] {
  const root = element.getRootNode() as Document | ShadowRoot;
  return (element.getAttribute('aria-describedby') ?? '').split(/\s+/).flatMap((id) => {
    const text = id ? root.getElementById(id)?.textContent?.trim() : '';
    return text ? [text] : [];
  });
}

/**
 * The one way a refused submit is reported in every form: the focus on the first invalid field and
 * an announced summary of the messages. Each field's message stays under it as its description.
 */
export function useFormErrorReport(): FormErrorReport {
  const [submit, setSubmit] = useState<{ form: Element; count: number } | null>(null);
  const [said, setSaid] = useState<{ count: number; text: string } | null>(null);

  // Before the paint, in the press's own task: a key typed or a field clicked right after the press
  // must not be overtaken by a focus move that comes a frame later.
  useLayoutEffect(() => {
    if (!submit) return;
    // A field is the outermost invalid element: a group's radios marked with their group are one field.
    const invalid = [...submit.form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].filter(
      (element) => !element.parentElement?.closest('[aria-invalid="true"]'),
    );
    const first = invalid[0] && focusable(invalid[0]);
    if (!first) return;
    first.focus();
    setSaid({ count: submit.count, text: formErrorSummary(invalid.length, invalid.flatMap(descriptions)) });
  }, [submit]);

  return {
    submitted: (target) => {
      const form = target instanceof Element ? (target.closest('form') ?? target) : null;
      if (form) setSubmit((last) => ({ form, count: (last?.count ?? 0) + 1 }));
    },
    // A new node per refusal: the same summary is read again after another refused submit.
    summary: (
      <p role="status" className={visuallyHidden}>
        {said && <span key={said.count}>{said.text}</span>}
      </p>
    ),
  };
}
