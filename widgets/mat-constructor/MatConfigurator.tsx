import { displayedPrice } from '@portal/core/catalogue';
import { safeImageUrl } from '@portal/core/kit';
import {
  type MatAccess,
  type MatAddToBasketDetail,
  type MatChangeNotes,
  type MatConfiguration,
  type MatConstructorData,
  type MatLine,
  type MatToggle,
  matAddFailureMessage,
  matBasketDetail,
  matChangeMessages,
  matChangeNotes,
  materialColours,
  matPartnerBasketDetail,
  matPartnerSummary,
  matPreviewLayers,
  matPricedLines,
  matPriceTable,
  matsMessages,
  matTotals,
  offeredMatItems,
  offeredUpsaleItems,
  resolveMatConfiguration,
  setMatLineQuantity,
  showsWholesalePrices,
  toggleMatConfigurationItem,
  toggleMatLine,
  typedMarkup,
  UPSALE_PRICES,
} from '@portal/core/mats';
import { formatRubles, type Markup, markupOf, readPortalConfig } from '@portal/core/session';
import { Button, Field, Notice, useSession, useStore } from '@portal/ui';
import { useState } from 'react';
import { type MatChoice, MatChoiceList, MatOptions, MatSwatches } from './MatChoices';
import * as css from './MatConstructor.css';
import { MatPreview } from './MatPreview';

interface MatConfiguratorProps {
  access: MatAccess;
  data: MatConstructorData;
  configuration: MatConfiguration;
  onChange: (configuration: MatConfiguration) => void;
  onAddToBasket: ((detail: MatAddToBasketDetail) => unknown) | undefined;
}

const percentText = (markup: Markup) =>
  markup.enabled && markup.percent > 0 ? String(markup.percent).replace('.', ',') : '';

const NO_MARKUP: Markup = { enabled: false, percent: 0 };

/**
 * The markup in force and its field (DESIGN "Mat constructor"): in the portal the client's own,
 * shared with every price list. A partner key's prices come retail from the server (the key's
 * markup in), so a partner page has neither a markup nor its field.
 */
function useMatMarkup(access: MatAccess) {
  const session = useSession();
  const clientMarkup = useStore(markupOf(session));
  const portal = access.kind === 'session';
  // What is typed in the field, until the client's markup changes elsewhere.
  const [typed, setTyped] = useState(() => percentText(clientMarkup));
  return {
    markup: portal ? clientMarkup : NO_MARKUP,
    control: portal && (
      <div className={css.markup} part="markup">
        <Field
          label={matsMessages.markup}
          error={typed.trim() !== '' && !typedMarkup(typed).enabled ? matsMessages.markupUnusable : null}
        >
          {(field) => (
            <input
              {...field}
              inputMode="decimal"
              value={typed}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setTyped(text);
                markupOf(session).set(typedMarkup(text));
              }}
            />
          )}
        </Field>
      </div>
    ),
  };
}

const NO_NOTES: MatChangeNotes = { items: null, colour: null };

type Adding =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done' }
  | { state: 'handed'; message: string }
  | { state: 'failed'; message: string };

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | null)?.then === 'function';
}

/** The configurator (doc 2 §2.17, §4): every choice rewrites the link; the preview and totals follow. */
export function MatConfigurator({
  access,
  data,
  configuration,
  onChange,
  onAddToBasket,
}: MatConfiguratorProps) {
  const { pattern } = data;
  const { markup, control } = useMatMarkup(access);
  const [adding, setAdding] = useState<Adding>({ state: 'idle' });
  const [notes, setNotes] = useState<MatChangeNotes>(NO_NOTES);
  // Every change is resolved here, so that what it did unasked is said beside its control.
  const update = (next: MatConfiguration, toggle?: MatToggle) => {
    const resolved = resolveMatConfiguration(next, data).configuration;
    setAdding({ state: 'idle' });
    setNotes(matChangeNotes(configuration, resolved, data, toggle));
    onChange(resolved);
  };
  const change = (next: Partial<MatConfiguration>) => update({ ...configuration, ...next });
  const toggleItem = (id: string, on: boolean) =>
    update(toggleMatConfigurationItem(configuration, data, id, on), { id, on });
  const setQuantity = (list: 'items' | 'namePlates' | 'heelPads') => (id: string, typed: string | number) =>
    change({ [list]: setMatLineQuantity(configuration[list], id, typed) });
  const config = readPortalConfig();
  const price = (amount: number) => displayedPrice(amount, markup);
  const itemChoices = (list: MatConstructorData['items'], group: string): MatChoice[] => {
    const prices = matPriceTable(data, configuration.material, group);
    return list.map((item) => ({
      id: item.xmlId,
      name: item.name,
      description: item.description,
      price: price(prices[item.xmlId]?.price ?? 0),
    }));
  };
  const accessoryChoices = (list: typeof data.namePlates): MatChoice[] =>
    list.map((item) => ({
      id: item.id,
      name: item.name,
      picture: safeImageUrl(item.picture, { config }),
      price: price(item.price),
    }));
  const items = offeredMatItems(data, configuration.material, configuration.matType);
  const upsale = offeredUpsaleItems(data, configuration.material);
  const isItem = (id: string) => items.some((item) => item.xmlId === id);
  const lines = matPricedLines(configuration, data);
  const totals = matTotals(lines, markup);
  const wholesale = showsWholesalePrices(access);
  const material = data.materials.find((candidate) => candidate.id === configuration.material);
  const car = [pattern.make.name, pattern.model.name, pattern.generation.name].join(' ');

  async function add() {
    if (access.kind === 'partner') {
      // The page takes the set from here: the widget says what it handed over.
      const detail = matPartnerBasketDetail(configuration, data);
      onAddToBasket?.(detail);
      const summary = matPartnerSummary(detail);
      setAdding({
        state: 'handed',
        message: matChangeMessages.handedOver(summary, formatRubles(detail.total)),
      });
      return;
    }
    const result = onAddToBasket?.(matBasketDetail(configuration, data));
    if (!isPromise(result)) return;
    setAdding({ state: 'busy' });
    try {
      await result;
      setAdding({ state: 'done' });
    } catch (error) {
      setAdding({ state: 'failed', message: matAddFailureMessage(error) });
    }
  }

  const itemLines = (kind: 'items' | 'upsale'): MatLine[] =>
    configuration.items.filter((line) => (kind === 'items' ? isItem(line.id) : !isItem(line.id)));

  return (
    <div className={css.configurator} part="configurator">
      <div className={css.previewColumn}>
        <MatPreview
          layers={matPreviewLayers(configuration, data, config)}
          label={matsMessages.preview(car)}
        />
        <p className={css.patternName}>{matsMessages.pattern(pattern.article)}</p>
      </div>
      <div className={css.choices}>
        <MatOptions
          legend={matsMessages.transmission}
          options={pattern.transmissions}
          value={configuration.transmission}
          onChange={(transmission) => change({ transmission })}
          part="transmissions"
        />
        <MatOptions
          legend={matsMessages.matType}
          options={pattern.types}
          value={configuration.matType}
          onChange={(matType) => change({ matType })}
          part="mat-types"
        />
        <MatOptions
          legend={matsMessages.material}
          options={data.materials}
          value={configuration.material}
          onChange={(id) => change({ material: id })}
          part="materials"
          hint={material?.description}
        />
        <MatSwatches
          legend={matsMessages.materialColour}
          options={materialColours(data, configuration.material)}
          value={configuration.materialColour}
          onChange={(materialColour) => change({ materialColour })}
          part="material-colours"
          note={notes.colour}
        />
        <MatSwatches
          legend={matsMessages.edgingColour}
          options={data.edgingColours}
          value={configuration.edgingColour}
          onChange={(edgingColour) => change({ edgingColour })}
          part="edging-colours"
        />
        <MatChoiceList
          legend={matsMessages.items}
          choices={itemChoices(items, configuration.matType)}
          chosen={itemLines('items')}
          onToggle={toggleItem}
          onQuantity={setQuantity('items')}
          part="items"
          note={notes.items}
        />
        <MatChoiceList
          legend={matsMessages.upsale}
          choices={itemChoices(upsale, UPSALE_PRICES)}
          chosen={itemLines('upsale')}
          onToggle={toggleItem}
          onQuantity={setQuantity('items')}
          part="upsale"
        />
        <MatChoiceList
          legend={matsMessages.namePlates}
          choices={accessoryChoices(data.namePlates)}
          chosen={configuration.namePlates}
          onQuantity={setQuantity('namePlates')}
          onToggle={(id, on) => change({ namePlates: toggleMatLine(configuration.namePlates, id, on) })}
          part="name-plates"
        />
        <MatChoiceList
          legend={matsMessages.heelPads}
          choices={accessoryChoices(data.heelPads)}
          chosen={configuration.heelPads}
          onQuantity={setQuantity('heelPads')}
          onToggle={(id, on) => change({ heelPads: toggleMatLine(configuration.heelPads, id, on) })}
          part="heel-pads"
        />
        {control}
        <div className={css.totals} part="totals">
          {/* Each choice changes the sums: they are said, label and amount, as they change (issue 43). */}
          <div role="status" aria-atomic="true">
            <dl className={css.sums}>
              {totals.totalWithMarkup === null ? (
                <div className={css.sum}>
                  <dt className={css.sumLabel}>{matsMessages.total}</dt>
                  <dd className={css.sumValue} part="total">
                    {formatRubles(totals.total)}
                  </dd>
                </div>
              ) : (
                <>
                  <div className={css.sum}>
                    <dt className={css.sumLabel}>
                      {wholesale ? matsMessages.totalWithMarkup : matsMessages.total}
                    </dt>
                    <dd className={css.sumValue} part="total">
                      {formatRubles(totals.totalWithMarkup)}
                    </dd>
                  </div>
                  {wholesale && (
                    <div className={css.sum}>
                      <dt className={css.sumLabel}>{matsMessages.totalWithoutMarkup}</dt>
                      <dd className={css.sumSecondary} part="total-without-markup">
                        {formatRubles(totals.total)}
                      </dd>
                    </div>
                  )}
                </>
              )}
            </dl>
          </div>
          <Button
            variant="primary"
            className={css.add}
            part="add"
            busy={adding.state === 'busy'}
            busyLabel={matsMessages.adding}
            onClick={() => void add()}
          >
            {matsMessages.addToBasket}
          </Button>
        </div>
        {adding.state === 'done' && <Notice tone="success">{matsMessages.added}</Notice>}
        {adding.state === 'handed' && (
          <Notice tone="success" part="handed">
            {adding.message}
          </Notice>
        )}
        {adding.state === 'failed' && <Notice tone="error">{adding.message}</Notice>}
      </div>
    </div>
  );
}
