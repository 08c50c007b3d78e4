import type { CatalogueMenuItem } from '@portal/core/catalogue';
import { useShellHeader } from '../shell/useShellHeader';

/**
 * The two-level catalogue menu of the header (empty until it has loaded, or if it cannot be). It
 * comes with the shell's header data: one request serves the header and every catalogue page.
 */
export function useCatalogueMenu(): CatalogueMenuItem[] {
  return useShellHeader()?.catalogue ?? [];
}
