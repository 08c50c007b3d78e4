import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matConstructorPage,
  matchPortalPath,
  orderPage,
  PORTAL_PATHS,
  type PortalPathName,
  portalPath,
  productPage,
  searchPage,
  vinCataloguePage,
} from './portal-paths';

describe('invalid-token areas', () => {
  it('sends the home, landing and content pages to the landing page, the rest to login', () => {
    const shell = Object.entries(PORTAL_PATHS)
      .filter(([, page]) => page.area === 'shell')
      .map(([, page]) => page.pattern);
    expect(shell).toContain('/');
    expect(shell).toContain('/opt/news/');
    expect(shell).toContain('/opt/delivery/');
    expect(shell).not.toContain('/basket/');
    expect(shell).not.toContain('/personal/info/');
    expect(shell).not.toContain('/opt/carpetelli/');
  });
});

describe('the route table', () => {
  it('gives every page demo addresses of its own route, which the accessibility survey opens', () => {
    for (const [name, route] of Object.entries(PORTAL_PATHS)) {
      expect(route.demo.length, name).toBeGreaterThan(0);
      for (const address of route.demo)
        expect(matchPortalPath(new URL(address, 'http://portal.test').pathname), address).toBe(name);
    }
  });

  it('gives every page a title of its own words', () => {
    for (const [name, route] of Object.entries(PORTAL_PATHS)) expect(route.title, name).toMatch(/^\S.*\S$/);
  });
});

describe('portal paths', () => {
  it('fills and encodes parameters', () => {
    expect(portalPath(productPage, { productId: 15 })).toBe('/product/15');
    expect(portalPath(orderPage, { orderId: 'A/7' })).toBe('/personal/order/detail/A%2F7/');
    expect(portalPath(searchPage, {}, { q: '13.0460-7184.2', type: 'article', brand: undefined })).toBe(
      '/search/?q=13.0460-7184.2&type=article',
    );
    expect(portalPath(searchPage, {}, { q: 'фильтр', brand: '' })).toBe(
      '/search/?q=%D1%84%D0%B8%D0%BB%D1%8C%D1%82%D1%80&brand=',
    );
  });

  it('ends the path at the first missing optional parameter', () => {
    expect(portalPath(vinCataloguePage, { code: 'TOY' })).toBe('/laximo-catalog/TOY/');
    expect(portalPath(vinCataloguePage, { code: 'TOY', ssd: '$x' })).toBe('/laximo-catalog/TOY/%24x/');
    expect(portalPath(matConstructorPage, { dec: 'P1', transmiss: 2 })).toBe(
      '/opt/carpetelli/constructor/P1/2',
    );
  });

  it('finds the page of every path it makes', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9$%_.~-]{1,12}$/);
    const names = Object.keys(PORTAL_PATHS) as PortalPathName[];
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.array(segment, { minLength: 9, maxLength: 9 }),
        (name, values) => {
          const page = PORTAL_PATHS[name];
          const params = Object.fromEntries(
            [...page.pattern.matchAll(/:(\w+)/g)].map((match, index) => [match[1], values[index]]),
          );
          const path = portalPath(page as typeof productPage, params as { productId: string });
          expect(matchPortalPath(path)).toBe(name);
        },
      ),
    );
  });

  it('knows no page of an unknown path', () => {
    expect(matchPortalPath('/opt/unknown/')).toBeNull();
    expect(matchPortalPath('/product/')).toBeNull();
  });
});
