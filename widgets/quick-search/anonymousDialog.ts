import { AnonymousDialog } from '@portal/ui';

// Loaded only when a visitor types: signed-in clients never download the dialog.
export { AnonymousDialog };
