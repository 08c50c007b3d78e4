import { describe, expect, it } from 'vitest';
import { documentTitle, pageKind } from './page-title';
import { PORTAL_PATHS } from './portal-paths';

describe('document titles', () => {
  it('gives each page its own title, followed by the company', () => {
    expect(documentTitle('/personal/orderlist/')).toBe('Заказы — Автодеталь');
    expect(documentTitle('/personal/order/detail/1038/')).toBe('Заказ — Автодеталь');
    expect(documentTitle('/personal/delivery/')).toBe('График доставки — Автодеталь');
    expect(documentTitle('/opt/contacts/')).toBe('Контакты — Автодеталь');
    expect(documentTitle('/no/such/page/')).toBe('Страница не найдена — Автодеталь');
  });

  it('names the thing a page shows once it is known, the kind of page until then', () => {
    expect(documentTitle('/catalog/41/', 'Масла и жидкости')).toBe('Масла и жидкости — Автодеталь');
    expect(documentTitle('/personal/order/detail/1038/', null)).toBe('Заказ — Автодеталь');
    expect(documentTitle('/opt/news/403/', '')).toBe('Новость — Автодеталь');
    expect(pageKind('/laximo-unit/a/b/c/d/e/f/')).toBe('Оригинальные каталоги');
  });

  it('has a title for every route, not a blank one', () => {
    for (const entry of Object.values(PORTAL_PATHS)) {
      const path = entry.pattern.replace(/:(\w+)\?/g, '').replace(/:(\w+)/g, 'x');
      expect(documentTitle(path)).toMatch(/^\S.* — Автодеталь$/);
    }
  });
});
