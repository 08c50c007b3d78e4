import { BasketCheckout } from '@portal/widgets/basket-checkout';

/** /basket/ (doc 1 §2): the basket checkout widget is the whole page, its title the page's h1. */
export function BasketPage() {
  return <BasketCheckout headingLevel={1} />;
}
