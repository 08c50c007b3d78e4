import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNewPage } from './route-change';

describe('a new page after a navigation', () => {
  it.each([
    ['/catalog/41', '/product/7', false],
    ['/catalog/41', '/product/7', true],
    ['/catalog/41', '/catalog/42', false],
    ['/opt/carpetelli/', '/opt/carpetelli/constructor/12/', false],
    ['/personal/info/', '/unauth/', true],
    ['/nowhere/', '/personal/info/', false],
  ])('%s to %s (replaced: %s) is a new page', (from, to, replaced) => {
    expect(isNewPage(from, to, replaced)).toBe(true);
  });

  it.each([
    ['/opt/carpetelli/constructor/12/', '/opt/carpetelli/constructor/12/2/', true],
    ['/catalog/41', '/catalog/42', true],
    ['/search/', '/search/', false],
  ])('%s to %s (replaced: %s) is the same page', (from, to, replaced) => {
    expect(isNewPage(from, to, replaced)).toBe(false);
  });

  it('any pushed change of the pathname is a new page, staying on one is not', () => {
    const segment = fc.stringMatching(/^[a-z0-9]{1,6}$/);
    const path = fc.array(segment, { minLength: 0, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(path, path, (from, to) => {
        expect(isNewPage(from, to, false)).toBe(from !== to);
        expect(isNewPage(from, from, true)).toBe(false);
      }),
    );
  });
});
