import {
  applySuggestion,
  type CompanyRequest,
  type CompanyRequestFields,
  type CompanySuggestion,
  createCompanyRequest,
  landingMessages,
  shouldLookUpInn,
  suggestCompanies,
  validateCompanyRequest,
} from '@portal/core/content';
import { Button, Field, Notice, PhoneInput, useFormFields, useSession, useStore } from '@portal/ui';
import { type FormEvent, useEffect, useState } from 'react';
import * as css from './CompanyRequestForm.css';

const { form: text } = landingMessages;

type TextField = Exclude<keyof CompanyRequestFields, 'phone' | 'comment'>;

/** Suggestions for a complete INN from our lookup relay; none while typing, and none on failure (doc 1 §8). */
function useSuggestions(inn: string): CompanySuggestion[] {
  const { api } = useSession();
  const [found, setFound] = useState<{ inn: string; suggestions: CompanySuggestion[] } | null>(null);
  const query = inn.trim();
  useEffect(() => {
    if (!shouldLookUpInn(query)) return;
    const controller = new AbortController();
    suggestCompanies(api, query, controller.signal).then(
      (suggestions) => setFound({ inn: query, suggestions }),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('[portal] company lookup failed', error);
      },
    );
    return () => controller.abort();
  }, [api, query]);
  return found?.inn === query ? found.suggestions : [];
}

function RequestFields({
  request,
  onSubmit,
  busy,
}: {
  request: CompanyRequest;
  onSubmit: () => void;
  busy: boolean;
}) {
  const values = useStore(request.$draft);
  const form = useFormFields(values, validateCompanyRequest);
  const set = <Name extends keyof CompanyRequestFields>(name: Name, value: CompanyRequestFields[Name]) =>
    request.edit({ ...request.$draft.get(), [name]: value });
  const [chosen, setChosen] = useState<string | null>(null);
  const suggestions = useSuggestions(values.inn).filter(
    (suggestion) => `${suggestion.inn}/${suggestion.kpp}` !== chosen,
  );

  const textField = (name: TextField, autoComplete?: string) => (
    <Field label={text[name]} error={form.error(name)} required={name !== 'kpp'}>
      {(control) => (
        <input
          {...control}
          name={name}
          autoComplete={autoComplete}
          // INN and KPP are digits: a phone shows its number pad.
          inputMode={name === 'inn' || name === 'kpp' ? 'numeric' : undefined}
          value={values[name]}
          onChange={(event) => set(name, event.currentTarget.value)}
          onBlur={() => form.touch(name)}
        />
      )}
    </Field>
  );

  return (
    <form
      className={css.fields}
      noValidate
      onSubmit={(event: FormEvent) => {
        form.submit(() => undefined)(event);
        onSubmit();
      }}
    >
      <p className={`${css.wide} ${css.requiredNote}`}>{text.requiredNote}</p>
      {form.summary}
      <div className={css.wide}>{textField('company', 'organization')}</div>
      <div className={css.inn}>
        {textField('inn')}
        {suggestions.length > 0 && (
          <fieldset className={css.suggestions}>
            <legend className={css.suggestionsTitle}>{text.suggestions}</legend>
            {suggestions.map((suggestion) => (
              <button
                key={`${suggestion.inn}/${suggestion.kpp}`}
                type="button"
                className={css.suggestion}
                onClick={() => {
                  request.edit(applySuggestion(request.$draft.get(), suggestion));
                  setChosen(`${suggestion.inn}/${suggestion.kpp}`);
                }}
              >
                <strong>{suggestion.name}</strong>
                <span>
                  {text.inn} {suggestion.inn}
                  {suggestion.kpp && `, ${text.kpp} ${suggestion.kpp}`}
                </span>
              </button>
            ))}
          </fieldset>
        )}
      </div>
      {textField('kpp')}
      {textField('name', 'name')}
      <Field label={text.phone} error={form.error('phone')} required>
        {(control) => (
          <PhoneInput
            {...control}
            name="phone"
            autoComplete="tel"
            value={values.phone}
            onChange={(phone) => set('phone', phone)}
            onBlur={() => form.touch('phone')}
          />
        )}
      </Field>
      {textField('email', 'email')}
      <div className={css.wide}>
        <Field label={text.comment}>
          {(control) => (
            <textarea
              {...control}
              name="comment"
              rows={3}
              value={values.comment}
              onChange={(event) => set('comment', event.currentTarget.value)}
            />
          )}
        </Field>
      </div>
      <div className={css.wide}>
        <Button type="submit" variant="primary" busy={busy} busyLabel={text.sending}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * The company request (doc 1 §4, §5): validated by the core rule, sent once however often it is
 * pressed, replaced by the accepted message on success. Whatever else comes (a refusal, a server
 * error, no answer) the fields stay as typed beside the message, and survive a reload, until the
 * request is accepted (issue 42).
 */
export function CompanyRequestForm() {
  const { api } = useSession();
  const [request] = useState(() => createCompanyRequest(api));
  const state = useStore(request.$state);
  // A new set of fields once the request is accepted: empty (the draft is) and untouched.
  const [generation, setGeneration] = useState(0);

  if (state.status === 'success')
    return (
      <Notice tone="success" className={css.notice}>
        {state.message}
      </Notice>
    );
  return (
    <div className={css.form}>
      {state.message && (
        <Notice tone={state.status === 'error' ? 'error' : 'warning'} className={css.notice}>
          {state.message}
        </Notice>
      )}
      <RequestFields
        key={generation}
        request={request}
        busy={state.status === 'loading'}
        onSubmit={() => {
          void request.submit().then((answered) => {
            if (answered) setGeneration((current) => current + 1);
          });
        }}
      />
    </div>
  );
}
