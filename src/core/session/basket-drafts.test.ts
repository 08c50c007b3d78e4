// @vitest-environment happy-dom

import { afterEach, describe, expect, it } from 'vitest';
import { basketDraftsOf, changeDraft, draftOf, withEdit } from './basket-drafts';
import { createSession } from './session';

const user = {
  id: '7',
  login: 'demo',
  name: 'Иван Петров',
  hasPortalAccess: true,
  expressDelivery: { available: true, price: 500 },
  manager: null,
};

const SESSION = Symbol.for('portal-widgets.session');

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(globalThis, SESSION);
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
    expect(JSON.parse(localStorage.getItem('portal:basket-drafts') ?? 'null')).toEqual({
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

  it('reads back what another tab wrote, and nothing from a hand-edited value', () => {
    localStorage.setItem(
      'portal:basket-drafts',
      JSON.stringify({ '7': { edits: { '57': 'три' }, comment: '' } }),
    );
    const session = createSession();
    session.$user.set(user);
    expect(draftOf(session)).toEqual({ edits: {}, comment: '' });
    localStorage.setItem(
      'portal:basket-drafts',
      JSON.stringify({ '7': { edits: { '57': 4 }, comment: '' } }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'portal:basket-drafts', storageArea: localStorage }),
    );
    expect(draftOf(session).edits).toEqual({ '57': 4 });
  });
});
