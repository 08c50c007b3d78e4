// What a page fetches the first time one of its dialogs or panels opens (see dialogsOnOpen.ts):
// most visits open none, and one part serves them all.

export { MarkupPanel } from '../lists/MarkupPanel';
export { AnonymousDialog } from './AnonymousDialog';
export { Dialog } from './Dialog';
export { ProductDetailDialog } from './ProductDetailDialog';
