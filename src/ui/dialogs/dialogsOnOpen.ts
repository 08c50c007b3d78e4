import { loadOnOpen } from './loadOnOpen';

const dialogPart = () => import('./dialogPart');

/** The dialogs and the markup panel, fetched together the first time one opens (see loadOnOpen). */
export const DialogOnOpen = loadOnOpen(() => dialogPart().then((part) => part.Dialog));

export const ProductDetailDialogOnOpen = loadOnOpen(() =>
  dialogPart().then((part) => part.ProductDetailDialog),
);

export const AnonymousDialogOnOpen = loadOnOpen(() => dialogPart().then((part) => part.AnonymousDialog));

export const MarkupPanelOnOpen = loadOnOpen(() => dialogPart().then((part) => part.MarkupPanel));

/**
 * Fetches the dialogs' part ahead of a press that may open one (the pointer over a part's name, or
 * the focus on it), so the dialog draws with the press instead of after a fetch and its styles.
 */
export function preloadDialogs(): void {
  void ProductDetailDialogOnOpen.preload();
}
