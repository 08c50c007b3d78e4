import { BasketCheckout } from '@portal/widgets/basket-checkout';

/** /basket/ (doc 1 §2): the basket checkout widget is the whole page. */
export function BasketPage() {
  return <BasketCheckout />;
}
