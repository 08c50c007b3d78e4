import {
  basketMessages,
  basketTotals,
  type CheckoutNotice,
  countedQuantity,
  createBasketCheckout,
  isCheckoutBusy,
  type LineChange,
  linesToOrder,
  selectAllState,
  selectedIds,
} from '@portal/core/basket';
import type { Quantity } from '@portal/core/catalogue';
import { basketUploadPage, deliveryPage, loginPage } from '@portal/core/paths';
import { commonMessages } from '@portal/core/session';
import { loadOnDemand, Notice, PortalLink, RetryLine, useSession, useStore } from '@portal/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as css from './BasketCheckout.css';
import type { BasketClearConfirmProps } from './BasketClearConfirm';
import { BasketOrderForm } from './BasketOrderForm';
import { BasketSummary } from './BasketSummary';
import { BasketTable } from './BasketTable';

/**
 * The clear confirmation, fetched when it first opens: most visits never clear the basket. If it
 * cannot be fetched, the failure and 'Повторить' in its place.
 */
const BasketClearConfirm = loadOnDemand<BasketClearConfirmProps>(
  () => import('./BasketClearConfirm').then((module) => module.BasketClearConfirm),
  { failed: ({ retry }) => <RetryLine message={commonMessages.genericError} onRetry={retry} /> },
);

interface BasketCheckoutProps {
  /** Called with the order numbers once an order is placed (element: `portal-order-placed`). */
  onOrderPlaced?: (detail: { orderNumbers: string[] }) => void;
  /** The level of the title: 1 where the widget is the whole page (the portal's /basket/). Defaults to `2`. */
  headingLevel?: 1 | 2;
}

/** The basket page (doc 1 §2 "Basket", §4 checkout): lines, selection, delivery, total, order. */
export function BasketCheckout({ onOrderPlaced, headingLevel = 2 }: BasketCheckoutProps) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const session = useSession();
  const signedIn = useStore(session.$signedIn);
  const user = useStore(session.$user);
  const [basket] = useState(() => createBasketCheckout(session));
  const state = useStore(basket.$state);
  const { form } = state;
  const [confirmingClear, setConfirmingClear] = useState(false);
  const reported = useRef<readonly string[] | null>(null);
  // What the checkout last said (its notice, the lines it found changed), held while the next
  // press is under way: hidden, it keeps its place, so nothing under 'Оформить заказ' moves.
  const said = useRef<{
    notice: CheckoutNotice | null;
    changes: readonly LineChange[];
    seenGoods: number | null;
  }>({
    notice: null,
    changes: [],
    seenGoods: null,
  });
  const focusEmpty = useRef(false);
  // The same functions from render to render: the table skips the lines that did not change.
  const lineActions = useMemo(
    () => ({
      onToggle: (lineId: string) => basket.toggleLine(lineId),
      onQuantity: (lineId: string, quantity: Quantity) => basket.setQuantity(lineId, quantity),
      onRemove: (lineId: string) => {
        // The last line's delete leaves the empty basket, which takes the focus as after a clear.
        focusEmpty.current = basket.$state.get().lines.length === 1;
        void basket.remove(lineId);
      },
      onLeaveWithFocus: () => {
        focusEmpty.current = true;
      },
    }),
    [basket],
  );

  useEffect(() => {
    if (!signedIn) return;
    void basket.load();
    // Leaving the page sends the edits still resting: nothing typed is dropped, not even when
    // the tab is closed within the half second an edit rests before it is sent.
    const leave = () => void basket.leavePage();
    // An edit kept for want of a connection cannot go with the page: the browser asks first.
    const warn = (event: BeforeUnloadEvent) => {
      if (basket.hasUnsentEdits()) event.preventDefault();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('beforeunload', warn);
      void basket.dispose();
    };
  }, [basket, signedIn]);

  const { checkout } = state;
  const orderNumbers = checkout.stage === 'ordered' ? checkout.orderNumbers : null;
  // The order's number takes the focus from the button the lines and the order went with; again
  // when the page it stands on changes (the last lines ordered leave the empty basket).
  const focusOrdered = useCallback(
    (element: HTMLDivElement | null) => {
      if (orderNumbers) element?.focus();
    },
    [orderNumbers],
  );
  useEffect(() => {
    if (checkout.stage !== 'ordered' || reported.current === checkout.orderNumbers) return;
    reported.current = checkout.orderNumbers;
    onOrderPlaced?.({ orderNumbers: [...checkout.orderNumbers] });
  }, [checkout, onOrderPlaced]);

  if (!signedIn) {
    return (
      <div className={css.root}>
        <div className={css.empty}>
          <span>{basketMessages.signInPrompt}</span>
          <PortalLink path={loginPage.pattern} className={css.link}>
            {basketMessages.signIn}
          </PortalLink>
        </div>
      </div>
    );
  }

  const express = user?.expressDelivery.available ? user.expressDelivery.price : null;
  const delivery = express === null ? 'simple' : form.delivery;
  const lineIds = state.lines.map((line) => line.item.id);
  const selected = new Set(selectedIds(lineIds, state.deselected));
  const totals = basketTotals(
    linesToOrder(state.lines, state.deselected).map((line) => ({
      price: line.item.price,
      quantity: countedQuantity(line.item.quantity, line.quantity),
    })),
    delivery === 'express' ? express : null,
  );
  const busy = isCheckoutBusy(checkout);
  if (!busy) {
    said.current = {
      notice: 'notice' in checkout ? checkout.notice : null,
      changes: (checkout.stage === 'idle' && checkout.changes) || [],
      seenGoods: (checkout.stage === 'idle' && checkout.seenGoods) || null,
    };
  }
  const { notice, changes, seenGoods } = said.current;
  const noticeView = notice && (
    <div
      ref={focusOrdered}
      className={busy ? `${css.noticeBox} ${css.held}` : css.noticeBox}
      tabIndex={-1}
      aria-hidden={busy || undefined}
      data-held-notice={busy ? '' : undefined}
    >
      <Notice tone={notice.tone} part="notice">
        {notice.text}
        {notice.links?.map((link) => (
          <span key={link.path}>
            {' '}
            <PortalLink path={link.path} className={css.link}>
              {link.text}
            </PortalLink>
          </span>
        ))}
      </Notice>
    </div>
  );
  const goneView = state.goneNotice && (
    <Notice tone="warning" part="gone-notice">
      {state.goneNotice}
    </Notice>
  );
  const scheduleLink = (
    <PortalLink path={deliveryPage.pattern} className={css.link}>
      {basketMessages.deliveryScheduleLink}
    </PortalLink>
  );

  const toolbar = (
    <div className={css.toolbar}>
      <Title className={css.title}>{basketMessages.title}</Title>
      <PortalLink path={basketUploadPage.pattern} className={css.link} part="upload-link">
        {basketMessages.uploadLink}
      </PortalLink>
      {state.lines.length > 0 && (
        <button
          type="button"
          className={css.textButton}
          disabled={state.clearing || busy}
          onClick={() => setConfirmingClear(true)}
        >
          {basketMessages.clear}
        </button>
      )}
    </div>
  );

  if (state.status === 'loading') {
    return (
      <div className={css.root} aria-busy="true">
        {toolbar}
        <p className={css.muted}>{basketMessages.loading}</p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={css.root}>
        {toolbar}
        <div className={css.empty}>
          <RetryLine message={state.loadError} onRetry={() => void basket.load()} />
        </div>
      </div>
    );
  }
  if (state.lines.length === 0) {
    return (
      <div className={css.root}>
        {toolbar}
        <div
          className={css.empty}
          part="empty"
          tabIndex={-1}
          // After the basket emptied under the focus (the dialog's button, the last line), it comes here.
          ref={(element) => {
            if (element && focusEmpty.current) element.focus();
            focusEmpty.current = false;
          }}
        >
          {noticeView}
          {goneView}
          <span>{basketMessages.empty}</span>
          {scheduleLink}
        </div>
      </div>
    );
  }

  const allState = selectAllState(lineIds, state.deselected);
  return (
    <div className={css.root}>
      {toolbar}
      {confirmingClear && (
        <BasketClearConfirm
          onConfirm={() => {
            setConfirmingClear(false);
            focusEmpty.current = true;
            void basket.clear();
          }}
          onCancel={() => setConfirmingClear(false)}
        />
      )}
      {state.clearError && <Notice tone="error">{state.clearError}</Notice>}
      {goneView}
      <div className={css.toolbar}>
        <label className={css.checkLabel}>
          <input
            type="checkbox"
            className={css.checkbox}
            checked={allState === 'all'}
            ref={(box) => {
              if (box) box.indeterminate = allState === 'some';
            }}
            onChange={() => basket.toggleAll()}
          />
          {basketMessages.selectAll}
        </label>
      </div>
      <BasketTable
        lines={state.lines}
        selected={selected}
        changes={changes}
        changesHeld={busy}
        disabled={busy}
        isUnsent={basket.isUnsent}
        {...lineActions}
      />
      <div className={css.bottom}>
        <BasketOrderForm
          form={{ ...form, delivery }}
          expressPrice={express}
          disabled={busy}
          contactStoppedPress={checkout.stage === 'idle' && checkout.notice?.contact ? checkout.notice : null}
          onChange={(changed) => basket.setForm(changed)}
        />
        <BasketSummary
          totals={totals}
          express={delivery === 'express'}
          busy={busy}
          seenGoods={seenGoods}
          notice={noticeView}
          scheduleLink={scheduleLink}
          onSubmit={() => {
            // An order of every line leaves the empty basket too, where the order's number takes the focus.
            focusEmpty.current = false;
            void basket.submit({ ...form, delivery });
          }}
        />
      </div>
    </div>
  );
}
