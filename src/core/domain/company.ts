import type { Banner, Category } from './shell';

/** A news item of the landing page, kept whole so /unauth/news/{id} can show it (doc 2 §3 "Landing data"). */
export interface LandingNews {
  id: string;
  name: string;
  picture: string | null;
  detailHtml: string;
  detailPicture: string | null;
}

/** The landing page (doc 2 §2.20, §7 unauth.landing.json). */
export interface LandingPage {
  categories: Category[];
  cities: DeliveryCity[];
  brands: { id: string; picture: string }[];
  certificates: { id: string; picture: string }[];
  banners: Banner[];
  news: LandingNews[];
}

/** A company the INN lookup found (doc 1 §3 "Company suggestion"). */
export interface CompanySuggestion {
  name: string;
  inn: string;
  kpp: string;
}

/** The about page (doc 2 §2.12, §3 "About page data"). HTML only through SafeHtml. */
export interface AboutPage {
  introHtml: string;
  advantages: { title: string; text: string }[];
  /** The requisites as label → value, in the order the page shows them; empty ones left out. */
  requisites: { label: string; value: string }[];
  certificates: string[];
  detailHtml: string;
  photos: string[];
  documents: { title: string; file: string }[];
}

/** A manager of the contacts page (doc 2 §3 "Manager (contacts)"). */
export interface ContactManager {
  id: string;
  name: string;
  position: string;
  workPhone: string;
  mobilePhone: string;
  sectionId: string;
  section: string;
}

/** A town of the delivery map (doc 2 §3 "Delivery map city"). */
export interface DeliveryCity {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** The region the town is in (the server's `mark`). */
  region: string;
  /** Monday to Saturday: whether a vehicle goes there that day. */
  days: readonly boolean[];
}
