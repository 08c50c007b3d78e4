import { loadOnOpen } from './loadOnOpen';

/** The dialogs, each fetched the first time it opens (see loadOnOpen). */
export const DialogOnOpen = loadOnOpen(() => import('./Dialog').then((module) => module.Dialog));

export const ProductDetailDialogOnOpen = loadOnOpen(() =>
  import('./ProductDetailDialog').then((module) => module.ProductDetailDialog),
);

export const AnonymousDialogOnOpen = loadOnOpen(() =>
  import('./AnonymousDialog').then((module) => module.AnonymousDialog),
);
