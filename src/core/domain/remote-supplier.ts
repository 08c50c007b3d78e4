/** An offer of a remote supplier (doc 1 §3 "Remote-supplier search item"). */
export interface RemoteOffer {
  id: string;
  hash: string;
  title: string;
  brand: string;
  /** The brand and article as the supplier wrote them. */
  originalBrand: string;
  originalArticle: string;
  article: string;
  /** Photo URL, or `null` when there is none (the row offers a web image search instead). */
  photo: string | null;
  /** Units the supplier has. */
  quantity: number;
  /** Sold in multiples of this (doc 1 §3 ratio, default 1). */
  ratio: number;
  /** Price per piece in roubles. */
  price: number;
  /** Hours the supplier needs before the part can leave with a run of the schedule. */
  deliveryHours: number;
  allowReturn: boolean;
  returnDays: number | null;
  supplierId: string;
  supplierTitle: string;
  chainId: string;
  /** Supplier data the server wants back with basket.add (sent as extra[key]). */
  extra: Readonly<Record<string, string>>;
  marks: { new: boolean; trend: boolean; hit: boolean };
}

/** One run of the delivery schedule (doc 1 §3 'delivery_schedule'). */
export interface ScheduledShipment {
  /** Unix seconds. */
  shippingTimestamp: number;
  /** 'dd.MM.yyyy' as the server wrote it. */
  shippingDate: string;
}
