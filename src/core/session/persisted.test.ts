import { memoryStorage } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { numeric, object } from '../api/decode';
import { persistedAtom } from './persisted';

const markup = object({ percent: numeric });

describe('persistedAtom', () => {
  it('starts from what is stored, and stores what is set', () => {
    memoryStorage().setItem('portal:markup', '{"percent":12}');
    const $markup = persistedAtom('markup', { percent: 0 }, markup);
    expect($markup.get()).toEqual({ percent: 12 });
    $markup.set({ percent: 5 });
    expect(memoryStorage().getItem('portal:markup')).toBe('{"percent":5}');
  });

  it.each(['{not json', '{"percent":"a lot"}', '[]', 'null'])(
    'falls back to the default for %s',
    (stored) => {
      memoryStorage().setItem('portal:markup', stored);
      expect(persistedAtom('markup', { percent: 0 }, markup).get()).toEqual({ percent: 0 });
    },
  );

  it('follows what another tab writes under its key, and only its key', () => {
    const $markup = persistedAtom('markup', { percent: 0 }, markup);
    const seen: unknown[] = [];
    $markup.listen((value) => seen.push(value));
    memoryStorage().writeFromOtherTab('portal:markup', '{"percent":7}');
    memoryStorage().writeFromOtherTab('portal:tokens', '{"percent":9}');
    expect(seen).toEqual([{ percent: 7 }]);
  });

  it('keeps working for the page when the storage refuses to write', () => {
    const storage = memoryStorage();
    const setItem = storage.setItem;
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      const $markup = persistedAtom('markup', { percent: 0 }, markup);
      $markup.set({ percent: 3 });
      expect($markup.get()).toEqual({ percent: 3 });
    } finally {
      storage.setItem = setItem;
    }
  });
});
