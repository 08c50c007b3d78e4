import { createElement, lazy, Suspense } from 'react';
import type { AreaPages } from '../pages';

const LazyMatsPage = lazy(() => import('./MatsPage').then((module) => ({ default: module.MatsPage })));

/** Its code is fetched when a client first opens the constructor. */
function MatsPage() {
  return createElement(Suspense, { fallback: null }, createElement(LazyMatsPage));
}

/** The car-mat constructor (doc 2 §2.17): the start page and the configurator are one page. */
export const matsPages = { mats: MatsPage, matConstructor: MatsPage } satisfies AreaPages;
