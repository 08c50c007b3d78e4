import { loadOnOpen } from './loadOnOpen';

const dialogPart = () => import('./dialogPart');

/** The dialogs and the markup panel, fetched together the first time one opens (see loadOnOpen). */
export const DialogOnOpen = loadOnOpen(() => dialogPart().then((part) => part.Dialog));

export const ProductDetailDialogOnOpen = loadOnOpen(() =>
  dialogPart().then((part) => part.ProductDetailDialog),
);

export const AnonymousDialogOnOpen = loadOnOpen(() => dialogPart().then((part) => part.AnonymousDialog));

export const MarkupPanelOnOpen = loadOnOpen(() => dialogPart().then((part) => part.MarkupPanel));
