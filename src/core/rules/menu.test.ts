import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FOOTER_MENU,
  DEFAULT_TOP_MENU,
  isAccent,
  linkTarget,
  type MenuEntry,
  orderMenu,
} from './menu';

const entry = (text: string, index: number, link = `/${text}/`): MenuEntry => ({
  text,
  link,
  index,
  accent: false,
});

describe('menu ordering', () => {
  it('orders by ITEM_INDEX, ties in the order sent', () => {
    expect(
      orderMenu([entry('c', 30), entry('a', 0), entry('b1', 10), entry('b2', 10)]).map((e) => e.text),
    ).toEqual(['a', 'b1', 'b2', 'c']);
  });

  it('drops entries without a text or a link', () => {
    expect(orderMenu([entry(' ', 0), entry('a', 1, ''), entry('b', 2)]).map((e) => e.text)).toEqual(['b']);
  });

  it('keeps every shown entry, in non-decreasing index, whatever the order sent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ text: fc.string(), index: fc.integer({ min: -5, max: 5 }) })),
        (items) => {
          const sent = items.map((item) => entry(item.text, item.index));
          const shown = orderMenu(sent);
          expect(shown.length).toBe(sent.filter((e) => e.text.trim() !== '').length);
          for (let i = 1; i < shown.length; i += 1)
            expect((shown[i] as MenuEntry).index).toBeGreaterThanOrEqual((shown[i - 1] as MenuEntry).index);
          expect(orderMenu(shown)).toEqual(shown);
        },
      ),
    );
  });
});

describe('menu defaults', () => {
  it('has the five default top entries of doc 1 §2', () => {
    expect(DEFAULT_TOP_MENU.map((e) => [e.text, e.link])).toEqual([
      ['Акции', '/opt/actions/'],
      ['Новости', '/opt/news/'],
      ['Доставка', '/opt/delivery/'],
      ['EVA коврики', '/opt/carpetelli/'],
      ['Поиск по VIN', '/laximo-catalogs/'],
    ]);
  });

  it('has the seven footer links of doc 1 §2', () => {
    expect(DEFAULT_FOOTER_MENU.map((e) => e.link)).toEqual([
      '/opt/instructions/',
      '/opt/brands/',
      '/opt/about/',
      '/opt/contacts/',
      '/opt/price/',
      '/opt/info/',
      '/opt/docs/',
    ]);
  });

  it('reads ADD_PARAMS naming an accent as a hint', () => {
    expect(isAccent({ CLASS: 'accent' })).toBe(true);
    expect(isAccent({ CLASS: 'menu-Accent' })).toBe(true);
    expect(isAccent({ CLASS: 'plain', n: 1 })).toBe(false);
    expect(isAccent({})).toBe(false);
  });
});

describe('link targets', () => {
  const config = { apiBase: 'https://api.portal.test', portalBase: 'https://portal.test' };

  it('routes portal paths and addresses in the app, follows the API host, drops the rest', () => {
    expect(linkTarget('/opt/actions/', config)).toEqual({ path: '/opt/actions/' });
    expect(linkTarget('https://portal.test/opt/news/?page=2', config)).toEqual({ path: '/opt/news/?page=2' });
    expect(linkTarget('https://api.portal.test/files/a.pdf', config)).toEqual({
      url: 'https://api.portal.test/files/a.pdf',
    });
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/',
      'https://evil.example/',
      'data:text/html,x',
      '',
    ])
      expect(linkTarget(bad, config)).toBeNull();
  });
});
