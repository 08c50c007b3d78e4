// Loaded only when an anonymous visitor types: signed-in clients never download the dialog.
export { AnonymousDialog } from '@portal/ui';
