/** A home-page slide (doc 1 §3 Banner); its link is PROPERTY_LINK_VALUE. */
export interface Banner {
  id: string;
  name: string;
  previewHtml: string;
  link: string | null;
  picture: string | null;
}

/** A news or portal news entry of the home page (doc 1 §3 News). */
export interface NewsPreview {
  id: string;
  code: string;
  name: string;
  previewHtml: string;
  picture: string | null;
}

/** A first-level category of the home and landing grids (doc 1 §3 "Catalogue list item"). */
export interface Category {
  id: string;
  name: string;
  icon: string | null;
}

export interface HomePage {
  banners: Banner[];
  news: NewsPreview[];
  portalNews: NewsPreview[];
  categories: Category[];
}
