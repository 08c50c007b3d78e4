import { AnonymousDialog } from '@portal/ui';
import { createContext, type ReactNode, useContext, useState } from 'react';

const OpenAnonymousDialog = createContext<() => void>(() => undefined);

/** Holds the one anonymous dialog of the page (doc 1 §6) for the header's links to open. */
export function AnonymousDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <OpenAnonymousDialog.Provider value={() => setOpen(true)}>
      {children}
      {open && <AnonymousDialog onClose={() => setOpen(false)} />}
    </OpenAnonymousDialog.Provider>
  );
}

/** Opens 'Внимание! Для того чтобы увидеть цены…' with 'Стать клиентом' and 'Авторизоваться'. */
export function useAnonymousDialog(): () => void {
  return useContext(OpenAnonymousDialog);
}
