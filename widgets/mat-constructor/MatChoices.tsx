import {
  MAT_MAX_QUANTITY,
  type MatColour,
  type MatLine,
  matsMessages,
  overMatQuantity,
} from '@portal/core/mats';
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
  /** What the last change did here that was not chosen (a colour reset), said politely. */
  note?: string | null;
}

/**
 * A group's polite live message (issue 23: no silent change). Always there, empty while there is
 * nothing to say, so that screen readers announce what comes into it.
 */
function GroupNote({ text }: { text: string | null | undefined }) {
  return (
    <p className={css.groupNote} role="status">
      {text ?? ''}
    </p>
  );
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
export function MatSwatches({ legend, options, value, onChange, part, note }: RadioGroupProps<MatColour>) {
  const name = useId();
  return (
    <fieldset className={css.group} part={part}>
      <legend className={css.legend}>{legend}</legend>
      <GroupNote text={note} />
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

/**
 * A quantity from 1 to `MAT_MAX_QUANTITY` (doc 2 §5, issue 23): the buttons step by one, a typed
 * value not above 0 becomes 1, one above the bound becomes the bound and `onLimit` says so.
 */
function MatQuantity({
  name,
  value,
  onChange,
  onLimit,
}: {
  name: string;
  value: number;
  onChange: (typed: string | number) => void;
  onLimit: (over: boolean) => void;
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
          onLimit(overMatQuantity(next));
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
        disabled={value >= MAT_MAX_QUANTITY}
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
  /** What the last change did here that was not chosen (an item taken away), said politely. */
  note?: string | null;
}

/**
 * Items to check, each with its description, its price and, once checked, its quantity; the
 * group's note says what a change did unasked, or that a quantity was over the bound.
 */
export function MatChoiceList({
  legend,
  choices,
  chosen,
  onToggle,
  onQuantity,
  part,
  note,
}: MatChoiceListProps) {
  const [limit, setLimit] = useState<string | null>(null);
  if (choices.length === 0) return null;
  return (
    <fieldset className={css.group} part={part}>
      <legend className={css.legend}>{legend}</legend>
      <GroupNote text={limit ?? note} />
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
                  onChange={(event) => {
                    setLimit(null);
                    onToggle(choice.id, event.currentTarget.checked);
                  }}
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
                    onLimit={(over) => setLimit(over ? matsMessages.quantityLimit(MAT_MAX_QUANTITY) : null)}
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
