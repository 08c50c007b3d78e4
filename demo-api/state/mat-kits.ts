import { clearArticle } from '../data/brands';
import type { Catalogue, Product } from '../data/catalogue';

/** A configured set of car mats as basket.add.json (type 'constructor') describes it. */
export interface MatKit {
  /** The same configuration gives the same fingerprint, so it lands on the same basket line. */
  fingerprint: string;
  name: string;
  /** The pattern's EVA_ARTICLE. */
  article: string;
  /** Roubles with kopecks: the server's own sum of the configuration. */
  price: number;
  photo: string;
}

/** Above the remote offers' ids: a kit id is never mistaken for a part or an offer. */
const KIT_ID_BASE = 900_000_000;
/** A kit is cut to order: the basket takes as many as the client asks for. */
const KIT_STOCK = 999;

/** The mat sets clients put in their baskets in one demo app, each a product of its own. */
export class MatKits {
  readonly #byFingerprint = new Map<string, Product>();
  readonly #byId = new Map<number, Product>();

  /** The product of this configuration, made the first time it is seen. */
  register(kit: MatKit): Product {
    const known = this.#byFingerprint.get(kit.fingerprint);
    if (known) return known;
    const id = KIT_ID_BASE + this.#byId.size + 1;
    const product: Product = {
      id,
      name: kit.name,
      xmlId: `EVA-KIT-${id - KIT_ID_BASE}`,
      kindKey: '',
      sectionId: 0,
      brand: 'EVA',
      article: kit.article,
      clearArticle: clearArticle(kit.article),
      price: kit.price,
      oldPrice: 0,
      stock: KIT_STOCK,
      multiplicity: 1,
      photo: kit.photo,
      marked: false,
      allowReturn: false,
      returnDays: null,
      isNew: false,
      isTrend: false,
      isHit: false,
      analogueGroup: 0,
    };
    this.#byFingerprint.set(kit.fingerprint, product);
    this.#byId.set(id, product);
    return product;
  }

  /** The catalogue as the basket and orders see it: a kit's id is a product too. */
  orderable(catalogue: Catalogue): Catalogue {
    return {
      get products() {
        return catalogue.products;
      },
      sections: catalogue.sections,
      brands: catalogue.brands,
      product: (id) => this.#byId.get(id) ?? catalogue.product(id),
      inSection: (sectionId) => catalogue.inSection(sectionId),
      analogues: (product) => catalogue.analogues(product),
    };
  }
}
