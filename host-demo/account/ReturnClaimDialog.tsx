import {
  type ClaimReason,
  type ClaimState,
  type ClaimTab,
  claimTabs,
  firstReasonOf,
  type ReturnClaimFlow,
  tabOf,
  returnClaimMessages as text,
} from '@portal/core/account';
import { Button, Dialog, Field, Notice, Tabs, useFormErrorReport } from '@portal/ui';
import * as css from './Account.css';
import * as own from './ReturnClaimDialog.css';

type Open = Exclude<ClaimState, { stage: 'closed' }>;
type FormStage = Extract<ClaimState, { stage: 'editing' | 'sending' }>;

function ReasonChoice({
  state,
  flow,
  tab,
  reasons,
}: {
  state: FormStage;
  flow: ReturnClaimFlow;
  tab: ClaimTab;
  reasons: readonly ClaimReason[];
}) {
  return (
    <fieldset className={own.reasons}>
      <legend className={css.visuallyHidden}>{`${text.reasonLegend}: ${text.tabs[tab]}`}</legend>
      {reasons.map((reason) => (
        <label key={reason} className={own.reason}>
          <input
            type="radio"
            name={`reason-${tab}`}
            value={reason}
            checked={state.form.reason === reason}
            disabled={state.stage === 'sending'}
            onChange={() => flow.edit({ ...state.form, reason })}
          />
          {text.reasons[reason]}
        </label>
      ))}
    </fieldset>
  );
}

function ClaimForm({ state, flow }: { state: FormStage; flow: ReturnClaimFlow }) {
  const { item } = state.subject;
  const sending = state.stage === 'sending';
  const errors = state.stage === 'editing' ? state.errors : null;
  const tabs = claimTabs(item);
  const report = useFormErrorReport();
  return (
    <form
      className={own.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The rule answers at once: a refused claim shows its messages in the render this one brings.
        void flow.submit();
        report.submitted(event.currentTarget);
      }}
    >
      {report.summary}
      <p className={own.item}>{item.name}</p>
      <div>
        <p className={own.legend} id="claim-reason">
          {text.reasonLegend}
        </p>
        <Tabs
          className={own.tabs}
          label={text.reasonLegend}
          selected={tabOf(state.form.reason)}
          onSelect={(tab) => {
            const reason = firstReasonOf(tab as ClaimTab, item);
            if (reason !== null && tabOf(state.form.reason) !== tab) flow.edit({ ...state.form, reason });
          }}
          tabs={tabs.map(({ tab, reasons }) => ({
            id: tab,
            title: text.tabs[tab],
            panel: <ReasonChoice state={state} flow={flow} tab={tab} reasons={reasons} />,
          }))}
        />
        {errors?.reason && <Notice tone="error">{errors.reason}</Notice>}
      </div>
      <Field label={text.quantity} error={errors?.quantity} className={own.quantity}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            value={state.form.quantity}
            readOnly={sending}
            onChange={(event) => flow.edit({ ...state.form, quantity: event.currentTarget.value })}
          />
        )}
      </Field>
      <Field label={text.comment}>
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} ${own.comment}`}
            rows={3}
            value={state.form.comment}
            readOnly={sending}
            onChange={(event) => flow.edit({ ...state.form, comment: event.currentTarget.value })}
          />
        )}
      </Field>
      {state.stage === 'editing' && state.failure && <Notice tone="error">{state.failure}</Notice>}
      <div className={css.actions}>
        <Button type="submit" variant="primary" busy={sending} busyLabel={text.sending}>
          {text.send}
        </Button>
        <Button onClick={flow.close} disabled={sending}>
          {text.close}
        </Button>
      </div>
    </form>
  );
}

/**
 * The return request of doc 2 §4 for one item: the sale lookup, the overdue warning, or the three
 * tabs of reasons with the quantity and a comment. Closing it reloads the order; while the claim is
 * on its way it stays open, so its outcome is never hidden.
 */
export function ReturnClaimDialog({ state, flow }: { state: Open; flow: ReturnClaimFlow }) {
  return (
    <Dialog title={text.title} onClose={flow.close} size="medium">
      {state.stage === 'looking-up' && (
        <p className={css.muted} role="status">
          {text.checkingSale}
        </p>
      )}
      {state.stage === 'overdue' && (
        <div className={own.form}>
          <p className={own.item}>{state.subject.item.name}</p>
          <Notice tone="warning">{text.overdue}</Notice>
          <div className={css.actions}>
            <Button onClick={flow.close}>{text.close}</Button>
          </div>
        </div>
      )}
      {(state.stage === 'editing' || state.stage === 'sending') && <ClaimForm state={state} flow={flow} />}
    </Dialog>
  );
}
