/** A line of the basket (doc 1 §3 "Basket"), as the checkout shows and edits it. */
export interface BasketItem {
  /** The basket line id, sent back as basket_item_id. */
  id: string;
  productId: string;
  name: string;
  /** Price per piece in roubles. */
  price: number;
  quantity: number;
  /** Units in stock (MAX_QTY); 0 means out of stock. */
  stock: number;
  /** The step and the minimum (min_quan); 1 when none is given. */
  multiplicity: number;
  picture: string | null;
  article: string;
  brand: string;
  /** The price before a discount, or null when there is none or it equals the price. */
  oldPrice: number | null;
  /** 'dd.MM.yyyy', or null when the server has no date (out of stock). */
  deliveryDate: string | null;
}
