import { readPortalConfig } from '@portal/core/session';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from '../hooks/navigation';
import type { SafeHtmlProps } from './SafeHtml';
import * as css from './SafeHtml.css';
import { sanitizeHtml } from './sanitizeHtml';

/** The code behind `SafeHtml`, in a chunk of its own with DOMPurify. */
export function SafeHtmlContent({ html, imageHosts, className }: SafeHtmlProps) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html, { imageHosts }), [html, imageHosts]);

  // A link to a portal page inside the text lets an in-app host route, as PortalLink does.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const { portalBase } = readPortalConfig();
    if (!link || link.target || !link.href.startsWith(`${portalBase}/`)) return;
    if (navigate(link.href.slice(portalBase.length))) event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the clicks are the links' own (Enter on a link clicks it), caught on their way up.
    <div
      className={className ? `${css.html} ${className}` : css.html}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above by DOMPurify with the portal's URL rules.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
