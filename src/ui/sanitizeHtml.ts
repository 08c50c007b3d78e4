import type { PortalConfig } from '@portal/core/config';
import { htmlLinkTarget, safeImageUrl } from '@portal/core/kit';
import { readPortalConfig } from '@portal/core/session';
import DOMPurify from 'dompurify';

export interface SanitizeOptions {
  /** Defaults to the page's configuration. */
  config?: PortalConfig;
  /** Hosts that may serve pictures besides the API and the portal. Defaults to none. */
  imageHosts?: readonly string[];
}

// An instance of our own: its hooks are ours alone, whatever else on the page uses DOMPurify.
const purify = DOMPurify(window);

// The options of the call under way, which the hooks read: sanitising is synchronous.
let current: Required<SanitizeOptions> = { config: readPortalConfig(), imageHosts: [] };

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.hasAttribute('href')) {
    const target = htmlLinkTarget(node.getAttribute('href'), { config: current.config });
    if (!target) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('href', target.href);
    if (target.external) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (node.tagName === 'IMG') {
    const src = safeImageUrl(node.getAttribute('src'), current);
    // A picture from anywhere else is left out: no request leaves for a host we do not know.
    if (src) node.setAttribute('src', src);
    else node.parentNode?.removeChild(node);
  }
});

/**
 * Server HTML (PREVIEW_TEXT, DETAIL_TEXT…) made safe to render: DOMPurify's HTML profile (no
 * scripts, handlers, SVG or MathML), without forms, media, frames, inline styles or `srcset`; links
 * keep http(s), mailto and tel only and open other sites in a new tab with noopener noreferrer;
 * pictures keep only URLs of the API, the portal and the given image hosts (core `safe-url`).
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  current = { config: options.config ?? readPortalConfig(), imageHosts: options.imageHosts ?? [] };
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'select',
      'option',
      'textarea',
      'video',
      'audio',
      'source',
      'track',
      'picture',
    ],
    FORBID_ATTR: ['style', 'srcset', 'sizes', 'background', 'target', 'ping'],
    ALLOW_DATA_ATTR: false,
  });
}
