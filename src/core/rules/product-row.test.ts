import { describe, expect, it } from 'vitest';
import {
  articleNeedsTooltip,
  articleSearchPath,
  deliveryText,
  photoSearchUrl,
  productPageSearchPath,
  sectionPath,
} from './product-row';

const part = { article: '0 986 494 524', brand: 'BOSCH' };

describe('product row rules', () => {
  it('gives an article longer than 8 characters a tooltip', () => {
    expect(articleNeedsTooltip('GDB1550')).toBe(false);
    expect(articleNeedsTooltip('BKR6E-11')).toBe(false);
    expect(articleNeedsTooltip('W 712/750')).toBe(true);
  });

  it('links the article to the step search with q, brand and type=article', () => {
    expect(articleSearchPath(part)).toBe('/searchallsourcessteps/?q=0+986+494+524&brand=BOSCH&type=article');
    expect(articleSearchPath({ article: 'PH-5796/1', brand: 'FRAM & CO' })).toBe(
      '/searchallsourcessteps/?q=PH-5796%2F1&brand=FRAM+%26+CO&type=article',
    );
  });

  it('links the product page article to the named search', () => {
    expect(productPageSearchPath({ article: 'W 712/75', brand: 'MANN-FILTER' })).toBe(
      '/search/?q=W+712%2F75&brand=MANN-FILTER',
    );
  });

  it('searches the web for a photo by brand and article', () => {
    const url = new URL(photoSearchUrl(part));
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('text')).toBe('BOSCH 0 986 494 524');
  });

  it('links a section heading to its catalogue page', () => {
    expect(sectionPath('41')).toBe('/catalog/41');
  });

  it("reads 'Доставим …' with the cut-off, or 'Доставим - Нет данных'", () => {
    expect(deliveryText({ shippingDate: '24.11.2026', orderBefore: '23.11.2026 16:00' })).toEqual({
      text: 'Доставим 24.11.2026',
      orderBefore: 'при заказе до 23.11.2026 16:00',
    });
    expect(deliveryText({ shippingDate: null, orderBefore: '23.11.2026 16:00' })).toEqual({
      text: 'Доставим - Нет данных',
      orderBefore: null,
    });
  });
});
