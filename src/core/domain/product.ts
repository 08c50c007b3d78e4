/** The marks of doc 1 §2 product row: 'Новинка', 'Тренд', 'Хит'. */
export interface ProductMarks {
  new: boolean;
  trend: boolean;
  hit: boolean;
}

/** When the part reaches the client; `null` where the server has no date (out of stock). */
export interface ProductDelivery {
  /** dd.MM.yyyy as the server formats it. */
  shippingDate: string | null;
  /** The order cut-off for that shipment, 'dd.MM.yyyy HH:mm'. */
  orderBefore: string | null;
}

/** A part as every list, dialog and page shows it (doc 1 §3 "Product"). */
export interface Product {
  id: string;
  name: string;
  /** The supplier's internal code (XML_ID). */
  xmlId: string;
  /** IBLOCK_EXTERNAL_ID, sent back as catalog_xml_id when adding to the basket. */
  catalogXmlId: string;
  detailPageUrl: string;
  /** Image path or URL; `null` when the part has no photo. */
  photo: string | null;
  brand: string;
  article: string;
  /** The article without separators, as the server compares them. */
  clearArticle: string;
  /** PROPERTY_MIN_QUANT_VALUE: sold in multiples of this. Defaults to 1. */
  multiplicity: number;
  /** Goods under mandatory marking (PROPERTY_MARKED_PRODUCT_VALUE 'Y'). */
  marked: boolean;
  allowReturn: boolean;
  /** Days to return; `null` means the default when returns are allowed. */
  returnDays: number | null;
  /** Relevance from the server. */
  score: number;
  marks: ProductMarks;
  /** Units in stock (PRODUCT_DATA.AMOUNT). */
  stock: number;
  /** Price per piece in roubles (PRICE_DATA.DISCOUNT_PRICE); 0 when the caller may not see prices. */
  price: number;
  delivery: ProductDelivery;
}
