import type { ListKind } from '../domain/catalogue';
import type { ProductDelivery } from '../domain/product';
import { productMessages } from '../messages/product';
import { catalogueSectionPage, hitsPage, noveltiesPage, portalPath, trendsPage } from './portal-paths';

/** Articles longer than this get a tooltip with the whole article (doc 1 §2 "Product row"). */
const ARTICLE_TOOLTIP_AFTER = 8;

export function articleNeedsTooltip(article: string): boolean {
  return article.length > ARTICLE_TOOLTIP_AFTER;
}

const query = (params: Record<string, string>): string => new URLSearchParams(params).toString();

// The search links live with the search rules, so the header's search box does not load the rows' texts.
export { articleSearchPath, productPageSearchPath } from './search';

/** Where 'Посмотреть фото в сети' leads for a part without a photo: an image search by brand and article. */
export function photoSearchUrl(part: { article: string; brand: string }): string {
  return `https://yandex.ru/images/search?${query({ text: `${part.brand} ${part.article}`.trim() })}`;
}

/** A section group's heading link. */
export function sectionPath(sectionId: string): string {
  return portalPath(catalogueSectionPage, { sectionId });
}

/** The portal pages of the marked lists (doc 1 §2 routes). */
export const LIST_PATHS: Record<ListKind, string> = {
  novelty: noveltiesPage.pattern,
  trends: trendsPage.pattern,
  hits: hitsPage.pattern,
};

interface DeliveryText {
  /** 'Доставим 24.11.2026' or 'Доставим - Нет данных'. */
  text: string;
  /** 'при заказе до 23.11.2026 16:00' when the server gave the cut-off, else `null`. */
  orderBefore: string | null;
}

export function deliveryText(delivery: ProductDelivery): DeliveryText {
  if (!delivery.shippingDate) return { text: productMessages.deliveryUnknown, orderBefore: null };
  return {
    text: productMessages.delivery(delivery.shippingDate),
    orderBefore: delivery.orderBefore ? productMessages.orderBefore(delivery.orderBefore) : null,
  };
}
