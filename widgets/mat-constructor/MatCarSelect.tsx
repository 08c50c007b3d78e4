import {
  type Loadable,
  type MatCar,
  type MatSelection,
  type MatSelectionState,
  matsMessages,
} from '@portal/core/mats';
import { Field } from '@portal/ui';
import * as css from './MatConstructor.css';

interface CarFieldProps {
  label: string;
  placeholder: string;
  value: string | null;
  list: Loadable<MatCar[]>;
  onChange: (id: string | null) => void;
}

function CarField({ label, placeholder, value, list, onChange }: CarFieldProps) {
  const options = list.status === 'ready' ? list.value : [];
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          value={value ?? ''}
          disabled={options.length === 0}
          aria-busy={list.status === 'loading'}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        >
          <option value="">{list.status === 'loading' ? matsMessages.loading : placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const makesOf = (state: MatSelectionState): Loadable<MatCar[]> =>
  state.start.status === 'ready'
    ? { status: 'ready', value: state.start.value.makes }
    : state.start.status === 'failed'
      ? { status: 'idle' }
      : state.start;

/** Make, model, body and year: each choice loads the next list (doc 2 §2.17, §4). */
export function MatCarSelect({ state, selection }: { state: MatSelectionState; selection: MatSelection }) {
  return (
    <div className={css.cars} part="cars">
      <CarField
        label={matsMessages.make}
        placeholder={matsMessages.chooseMake}
        value={state.make}
        list={makesOf(state)}
        onChange={selection.chooseMake}
      />
      <CarField
        label={matsMessages.model}
        placeholder={matsMessages.chooseModel}
        value={state.model}
        list={state.models}
        onChange={selection.chooseModel}
      />
      <CarField
        label={matsMessages.generation}
        placeholder={matsMessages.chooseGeneration}
        value={state.generation}
        list={state.generations}
        onChange={selection.chooseGeneration}
      />
    </div>
  );
}
