import { type MatColour, type MatLine, matsMessages } from '@portal/core/mats';
import { formatRubles } from '@portal/core/session';
import { type ReactNode, useId, useState } from 'react';
import * as css from './MatConstructor.css';

interface Option {
  id: string;
  name: string;
}

interface RadioGroupProps<T extends Option> {
  legend: string;
  options: readonly T[];
  value: string;
  onChange: (id: string) => void;
  part: string;
  /** Shown under the options (the chosen material's description). */
  hint?: ReactNode;
}

/** One choice among a few (transmission, mat type, cell shape): native radios, drawn as buttons. */
export function MatOptions<T extends Option>({
  legend,
  options,
  value,
  onChange,
  part,
  hint,
}: RadioGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={css.group} part={part}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.options}>
        {options.map((option) => (
          <label key={option.id} className={css.option}>
            <input
              type="radio"
              className={css.hiddenInput}
              name={name}
              value={option.id}
              checked={option.id === value}
              onChange={() => onChange(option.id)}
            />
            {option.name}
          </label>
        ))}
      </div>
      {hint && <p className={css.optionHint}>{hint}</p>}
    </fieldset>
  );
}

/** Colour swatches: a radio group whose radios are named by the colour names shown under them. */
export function MatSwatches({ legend, options, value, onChange, part }: RadioGroupProps<MatColour>) {
  const name = useId();
  return (
    <fieldset className={css.group} part={part}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.swatches}>
        {options.map((colour) => (
          <label key={colour.id} className={css.swatch} part="swatch">
            <input
              type="radio"
              className={css.hiddenInput}
              name={name}
              value={colour.id}
              checked={colour.id === value}
              onChange={() => onChange(colour.id)}
            />
            <span
              className={css.chip}
              style={colour.code ? { background: colour.code } : undefined}
              aria-hidden="true"
            />
            {colour.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A quantity from 1 (doc 2 §5): the buttons step by one, a typed value not above 0 becomes 1. */
function MatQuantity({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number;
  onChange: (typed: string | number) => void;
}) {
  // What the client is typing, while the quantity it was typed over stays the same.
  const [typed, setTyped] = useState<{ over: number; text: string } | null>(null);
  const text = typed?.over === value ? typed.text : String(value);
  return (
    <span className={css.stepper} part="stepper">
      <button
        type="button"
        className={css.stepperButton}
        aria-label={matsMessages.less(name)}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        className={css.stepperInput}
        inputMode="numeric"
        aria-label={matsMessages.quantity(name)}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setTyped({ over: value, text: next });
          if (/^\d+$/.test(next.trim()) && Number(next) > 0) onChange(next);
        }}
        onBlur={(event) => {
          onChange(event.currentTarget.value);
          setTyped(null);
        }}
      />
      <button
        type="button"
        className={css.stepperButton}
        aria-label={matsMessages.more(name)}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}

export interface MatChoice {
  id: string;
  name: string;
  description?: string;
  /** Shown before the name (a name plate's or heel pad's picture). */
  picture?: string | null;
  /** The price of one as the page shows it. */
  price: number;
}

interface MatChoiceListProps {
  legend: string;
  choices: readonly MatChoice[];
  chosen: readonly MatLine[];
  onToggle: (id: string, on: boolean) => void;
  onQuantity: (id: string, typed: string | number) => void;
  part: string;
}

/** Items to check, each with its description, its price and, once checked, its quantity. */
export function MatChoiceList({ legend, choices, chosen, onToggle, onQuantity, part }: MatChoiceListProps) {
  if (choices.length === 0) return null;
  return (
    <fieldset className={css.group} part={part}>
      <legend className={css.legend}>{legend}</legend>
      <ul className={css.items}>
        {choices.map((choice) => {
          const line = chosen.find((candidate) => candidate.id === choice.id);
          return (
            <li key={choice.id} className={css.item} part="item">
              <label className={css.check}>
                <input
                  type="checkbox"
                  className={css.checkbox}
                  checked={line !== undefined}
                  onChange={(event) => onToggle(choice.id, event.currentTarget.checked)}
                />
                {choice.picture && (
                  <img className={css.itemPicture} src={choice.picture} alt="" loading="lazy" />
                )}
                <span className={css.itemText}>
                  <span className={css.itemName}>{choice.name}</span>
                  {choice.description && <span className={css.itemDescription}>{choice.description}</span>}
                </span>
              </label>
              <span className={css.itemSide}>
                <span className={css.price} part="price">
                  {formatRubles(choice.price)}
                </span>
                {line && (
                  <MatQuantity
                    name={choice.name}
                    value={line.qty}
                    onChange={(typed) => onQuantity(choice.id, typed)}
                  />
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
