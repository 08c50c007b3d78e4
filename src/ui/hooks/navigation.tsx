import { portalUrl } from '@portal/core/session';
import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext } from 'react';

/**
 * Asks whoever hosts the widget to go to a portal path. Returns true when the host handled it
 * (an in-app router), false when the browser should follow the link itself (a CMS page). `url` is
 * the absolute address when a widget links to a portal base of its own.
 */
export type Navigate = (path: string, url?: string) => boolean;

const NavigationContext = createContext<Navigate>(() => false);

export function NavigationProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return <NavigationContext.Provider value={navigate}>{children}</NavigationContext.Provider>;
}

export function useNavigate(): Navigate {
  return useContext(NavigationContext);
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface PortalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  /** A portal path such as `/basket/`; the link's href is the configured portal base plus it. */
  path: string;
  /** The absolute address instead, when a widget has a portal base of its own. */
  url?: string;
  /** Called after the host was asked to route (a widget closes what the link leaves). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
  part?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A real `<a href>` to a portal page that lets an in-app host route without a reload. */
export function PortalLink({ path, url, onClick, children, ...rest }: PortalLinkProps) {
  const navigate = useNavigate();
  const href = url ?? portalUrl(path);
  return (
    <a
      href={href}
      onClick={(event) => {
        if (isPlainClick(event) && navigate(path, url)) event.preventDefault();
        onClick?.(event);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
