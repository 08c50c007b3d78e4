/** A document of the reconciliation (doc 2 §3 "Settlement"). */
export interface SettlementDocument {
  /** As the server writes it, dd.MM.yyyy. */
  date: string;
  document: string;
  /** Shipment, in roubles; 0 when none. */
  debet: number;
  /** Payment, in roubles; 0 when none. */
  credit: number;
}

export interface Settlements {
  /** The balance: what the client owes (negative when they paid ahead). */
  saldo: number;
  documents: SettlementDocument[];
}

/** Doc 2 §3 "Order in list". */
export interface OrderSummary {
  id: string;
  /** The number the client knows the order by (ACCOUNT_NUMBER, else the ID). */
  number: string;
  /** As the server writes it, dd.MM.yyyy. */
  date: string;
  itemCount: number;
  status: string;
  total: number;
}

/** An item of an order (doc 2 §3 "Order detail"), with what its return request needs. */
export interface OrderItem {
  /** The basket item id, the claim's basket_item_id. */
  id: string;
  name: string;
  article: string;
  brand: string;
  price: number;
  quantity: number;
  sum: number;
  /** The server's path, to show through the kit's safe-URL rule; null when there is none. */
  photoUrl: string | null;
  /** dd.MM.yyyy, or null when there is none. */
  deliveryDate: string | null;
  statusName: string;
  multiplicity: number;
  allowReturn: boolean;
  /** null when the item names none (the default, 14, applies). */
  returnDays: number | null;
  /** The part's 1C code, the claim's inner_id. */
  innerId: string;
  /**
   * What 'Повторить заказ' needs (server contract, "Repeating an order"): the catalogue part, whether
   * it is still sold, and how many the client can order now; null when the server names no part.
   */
  repeat: { productId: string; sold: boolean; available: number } | null;
}

export interface OrderDetail {
  id: string;
  number: string;
  date: Date;
  total: number;
  itemCount: number;
  items: OrderItem[];
}

/** The personal manager as the personal data page shows them (doc 2 §2.4). */
export interface ManagerCard {
  name: string;
  /** The server's path, to show through the kit's safe-URL rule; null when there is none. */
  photoUrl: string | null;
  phones: string[];
}

/** Doc 2 §3 "User data", as /personal/info/ shows it. */
export interface PersonalInfo {
  manager: ManagerCard | null;
  organisation: {
    fullName: string;
    inn: string;
    kpp: string;
    /** The contract's date, or null when none is given. */
    contractDate: Date | null;
    type: string;
    strategy: string;
    direction: string;
  };
  user: { name: string; login: string };
  addresses: string[];
}

/** A row of /personal/delivery/ (doc 2 §3 "Delivery row"). */
export interface DeliveryRow {
  direction: string;
  /** The order cut-off, and the server's text of it ('22.11.2024 16:00'). */
  closure: Date | null;
  closureText: string;
  shipping: Date | null;
  shippingText: string;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** What personal.changepass.json answered: success, and the server's message. */
export interface PasswordChangeResult {
  success: boolean;
  message: string;
}
