import { portalPath, vinByVinPage } from '@portal/core/paths';
import { portalUrl } from '@portal/core/session';
import { vinSearchValue, vinSelectionMessages } from '@portal/core/vin';
import { Button, Field, useFormErrorReport, useNavigate } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import * as formCss from './VinSearchForm.css';

/**
 * The VIN/frame field (doc 2 §2.18, §5): it searches only a value that is a VIN or a frame number
 * and otherwise says so under the field, asking nothing. A search is the page /laximo-vin/{identstring}/.
 */
export function VinSearchForm({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const report = useFormErrorReport();
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const identstring = vinSearchValue(text);
    setInvalid(identstring === null);
    if (identstring === null) {
      report.submitted(event.currentTarget);
      return;
    }
    const path = portalPath(vinByVinPage, { identstring });
    if (!navigate(path)) location.assign(portalUrl(path));
  }

  return (
    <form className={formCss.search} onSubmit={submit} noValidate part="vin-search">
      <Field
        label={vinSelectionMessages.vinLabel}
        error={invalid ? vinSelectionMessages.vinInvalid : null}
        hint={vinSelectionMessages.vinExample}
      >
        {(control) => (
          <input
            {...control}
            value={text}
            placeholder={vinSelectionMessages.vinHint}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setInvalid(false);
            }}
          />
        )}
      </Field>
      {report.summary}
      <Button type="submit" variant="primary" className={formCss.searchButton}>
        {vinSelectionMessages.search}
      </Button>
    </form>
  );
}
