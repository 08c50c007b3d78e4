import type { CatalogueMenuItem } from '@portal/core/catalogue';
import { useShellHeader } from '../shell/useShellHeader';

/**
 * The two-level catalogue menu of the header (empty until it has loaded), whether it is still on its
 * way or failed, and a way to ask again. It comes with the shell's header data: one request serves
 * the header and every catalogue page.
 */
export function useCatalogueMenu(): {
  items: readonly CatalogueMenuItem[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
} {
  const { value, failed, retry } = useShellHeader();
  return { items: value?.catalogue ?? [], loading: value === null && !failed, failed, retry };
}
