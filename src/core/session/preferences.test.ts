// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { markupOf, searchTypeOf } from './preferences';
import { createSession } from './session';

afterEach(() => {
  localStorage.clear();
});

describe("the client's remembered choices", () => {
  it('start with the defaults of the spec: search by article, no markup', () => {
    const session = createSession();
    expect(searchTypeOf(session).get()).toBe('article');
    expect(markupOf(session).get()).toEqual({ enabled: false, percent: 0 });
  });

  it('are kept across a reload', () => {
    const before = createSession();
    searchTypeOf(before).set('kod');
    markupOf(before).set({ enabled: true, percent: 10 });
    const after = createSession();
    expect(searchTypeOf(after).get()).toBe('kod');
    expect(markupOf(after).get()).toEqual({ enabled: true, percent: 10 });
  });

  it('fall back to the defaults when storage holds something else', () => {
    localStorage.setItem('portal:search-type', '"everything"');
    localStorage.setItem('portal:markup', '{not json');
    const session = createSession();
    expect(searchTypeOf(session).get()).toBe('article');
    expect(markupOf(session).get()).toEqual({ enabled: false, percent: 0 });
  });

  it('are one store per session for every copy of the module (each widget bundle has one)', async () => {
    const session = createSession();
    const first = await import('./preferences');
    vi.resetModules();
    const second = await import('./preferences');
    expect(second).not.toBe(first);
    expect(second.searchTypeOf(session)).toBe(first.searchTypeOf(session));
    first.markupOf(session).set({ enabled: true, percent: 5 });
    expect(second.markupOf(session).get()).toEqual({ enabled: true, percent: 5 });
  });

  it('follow a choice made in another tab', () => {
    const $type = searchTypeOf(createSession());
    localStorage.setItem('portal:search-type', '"description"');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'portal:search-type',
        newValue: '"description"',
        storageArea: localStorage,
      }),
    );
    expect($type.get()).toBe('description');
  });
});
