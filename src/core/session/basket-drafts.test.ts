// @vitest-environment happy-dom

import { createFakeFetch, json, type RecordedCall, type Reply, signInWith } from '@portal/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketDraftsOf, changeDraft, draftOf, keptEditsSent, withEdit } from './basket-drafts';
import { createSession } from './session';

const user = {
  id: '7',
  login: 'demo',
  name: 'Иван Петров',
  hasPortalAccess: true,
  expressDelivery: { available: true, price: 500 },
  manager: null,
};

const KEY = 'portal:basket-drafts';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('basket drafts (issue 22.4)', () => {
  it('keeps each client’s unconfirmed edits and comment in the browser’s storage, apart', () => {
    const session = createSession();
    changeDraft(session, (draft) => withEdit(draft, '57', 3));
    expect(draftOf(session).edits).toEqual({});
    session.$user.set(user);
    changeDraft(session, (draft) => ({ ...withEdit(draft, '57', 3), comment: 'Позвонить за час' }));
    session.$user.set({ ...user, id: '9', login: 'basic' });
    expect(draftOf(session)).toEqual({ edits: {}, comment: '' });
    changeDraft(session, (draft) => withEdit(draft, '60', 1));
    expect(stored()).toEqual({
      '7': { edits: { '57': 3 }, comment: 'Позвонить за час' },
      '9': { edits: { '60': 1 }, comment: '' },
    });
  });

  it('forgets a client’s draft once nothing is left in it', () => {
    const session = createSession();
    session.$user.set(user);
    changeDraft(session, (draft) => withEdit(draft, '57', 3));
    changeDraft(session, (draft) => withEdit(draft, '57', null));
    expect(basketDraftsOf(session).get()).toEqual({});
  });

  it('follows what another tab wrote, and reads nothing from a hand-edited value', () => {
    localStorage.setItem(KEY, JSON.stringify({ '7': { edits: { '57': 'три' }, comment: '' } }));
    const session = createSession();
    session.$user.set(user);
    expect(draftOf(session)).toEqual({ edits: {}, comment: '' });
    localStorage.setItem(KEY, JSON.stringify({ '7': { edits: { '57': 4 }, comment: '' } }));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, storageArea: localStorage }));
    expect(draftOf(session).edits).toEqual({ '57': 4 });
  });
});

const figures = (count: number, price: number): Reply =>
  json(200, { result: { success: true, header: { basket_count_data: { count, price } } } });

/**
 * A server for the page's sending of kept edits: the user is `demo` (ID 7); basket.update.json
 * answers `update(call)`.
 */
function server(update: (call: RecordedCall) => Reply | Promise<Reply>) {
  return createFakeFetch((call) => {
    switch (call.path) {
      case '/rest/backend.user.json':
        return json(200, { result: { current_user: { ID: 7, LOGIN: 'demo', USER_DATA: {} } } });
      case '/rest/basket.update.json':
        return update(call);
      case '/rest/basket.list.json':
        return json(200, { result: { ITEMS: [] } });
      default:
        return json(404, {});
    }
  });
}

const updates = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/rest/basket.update.json').map((call) => call.form);

describe('edits left by a closed tab (issue 22.4)', () => {
  const kept = {
    '7': { edits: { '57': 3, '60': 5 }, comment: 'Позвонить за час' },
    '9': { edits: { '61': 2 }, comment: '' },
  };

  it('are sent once by the next signed-in page, whichever it is, for the client signed in only', async () => {
    localStorage.setItem(KEY, JSON.stringify(kept));
    const { fetch, calls } = server(() => figures(7, 4321));
    const session = createSession(fetch);
    signInWith(session);
    await vi.waitFor(() =>
      expect(stored()).toEqual({ '7': { edits: {}, comment: 'Позвонить за час' }, '9': kept['9'] }),
    );
    expect(updates(calls)).toEqual([
      { basket_item_id: '57', basket_item_id_qty: '3' },
      { basket_item_id: '60', basket_item_id_qty: '5' },
    ]);
    expect(session.$headerBasket.get()).toEqual({ count: 7, price: 4321 });
  });

  it('are sent when the client signs in on the page', async () => {
    localStorage.setItem(KEY, JSON.stringify(kept));
    const { fetch, calls } = server(() => figures(1, 1));
    const session = createSession(fetch);
    signInWith(session);
    await vi.waitFor(() => expect(updates(calls)).toHaveLength(2));
  });

  it('drop an edit the server refused, and keep one that found no connection until the browser is online', async () => {
    localStorage.setItem(KEY, JSON.stringify({ '7': kept['7'] }));
    let online = false;
    const { fetch, calls } = server((call) => {
      if (call.form.basket_item_id === '57')
        return json(400, { error: 'bad_request', error_description: 'Товар не найден в корзине.' });
      return online ? figures(2, 200) : 'network-error';
    });
    const session = createSession(fetch);
    signInWith(session);
    await vi.waitFor(() => expect(updates(calls)).toHaveLength(2));
    await keptEditsSent(session);
    expect(draftOf(session, '7').edits).toEqual({ '60': 5 });
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(draftOf(session, '7').edits).toEqual({}));
    expect(updates(calls).filter((form) => form.basket_item_id === '60')).toHaveLength(2);
    expect(session.$headerBasket.get()).toEqual({ count: 2, price: 200 });
  });

  it('leave an edit changed meanwhile (a basket page made a newer one) to the page that made it', async () => {
    localStorage.setItem(KEY, JSON.stringify({ '7': { edits: { '57': 3 }, comment: '' } }));
    const held: { answer?: (reply: Reply) => void } = {};
    const { fetch } = server(
      () =>
        new Promise<Reply>((resolve) => {
          held.answer = resolve;
        }),
    );
    const session = createSession(fetch);
    session.$user.set(user);
    signInWith(session);
    await vi.waitFor(() => expect(held.answer).toBeDefined());
    changeDraft(session, (draft) => withEdit(draft, '57', 4));
    held.answer?.(figures(4, 400));
    await keptEditsSent(session);
    expect(draftOf(session).edits).toEqual({ '57': 4 });
  });
});
