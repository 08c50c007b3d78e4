import type { AreaPages } from '../pages';
import { HomePage } from '../pages/HomePage';
import { LandingPage } from '../pages/LandingPage';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';

/** The shell's own pages: home, sign-in, the visitors' landing page, 404 (doc 1 §2, doc 2 §2.1). */
export const shellPages: AreaPages = {
  home: HomePage,
  login: LoginPage,
  landing: LandingPage,
  notFound: NotFoundPage,
};
