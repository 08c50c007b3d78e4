import { framedPage } from '../framedPage';
import { lazyPage } from '../lazyPage';
import type { AreaPages } from '../pages';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';

/** The shell's own pages: home, sign-in, the visitors' landing page and its news, 404 (doc 1 §2, doc 2 §2.1). */
export const shellPages = {
  // In a window-tall frame: the slider and news arrive without moving the footer (layout shift).
  home: framedPage(() => import('./HomePage'), 'HomePage'),
  login: LoginPage,
  landing: lazyPage(() => import('./LandingPage'), 'LandingPage'),
  landingNews: lazyPage(() => import('./LandingNewsPage'), 'LandingNewsPage'),
  notFound: NotFoundPage,
} satisfies AreaPages;
