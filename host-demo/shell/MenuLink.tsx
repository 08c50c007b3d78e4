import { linkTarget, type MenuEntry } from '@portal/core/content';
import { isPublicRoute, loginPage } from '@portal/core/paths';
import { Link, NavLink } from 'react-router';
import { useAnonymousDialog } from './anonymous';

interface MenuLinkProps {
  entry: MenuEntry;
  /**
   * A visitor's entries lead to login and open the anonymous dialog (doc 1 §2, §6), but for public
   * pages (contacts, delivery, about), which open.
   */
  signedIn: boolean;
  className?: string;
}

/** One top or footer menu entry: a portal page in the app, another site as a plain link. */
export function MenuLink({ entry, signedIn, className }: MenuLinkProps) {
  const openAnonymousDialog = useAnonymousDialog();
  const target = linkTarget(entry.link);
  const accent = entry.accent ? { 'data-accent': '' } : {};
  if (!target) return null;
  if (!signedIn && !('path' in target && isPublicRoute(target.path)))
    return (
      <Link
        to={loginPage.pattern}
        className={className}
        {...accent}
        onClick={(event) => {
          event.preventDefault();
          openAnonymousDialog();
        }}
      >
        {entry.text}
      </Link>
    );
  if ('url' in target)
    return (
      <a href={target.url} className={className} rel="noopener noreferrer" {...accent}>
        {entry.text}
      </a>
    );
  return (
    <NavLink to={target.path} className={className} {...accent}>
      {entry.text}
    </NavLink>
  );
}
