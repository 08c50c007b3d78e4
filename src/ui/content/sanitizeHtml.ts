import type { PortalConfig } from '@portal/core/config';
import { htmlLinkTarget, safeImageUrl } from '@portal/core/kit';
import { readPortalConfig } from '@portal/core/session';
import DOMPurify from 'dompurify';
import type { TrustedHTML, TrustedTypePolicy } from 'trusted-types/lib';

interface SanitizeOptions {
  /** Defaults to the page's configuration. */
  config?: PortalConfig;
  /** Hosts that may serve pictures besides the API and the portal. Defaults to none. */
  imageHosts?: readonly string[];
}

// An instance of our own: its hooks are ours alone, whatever else on the page uses DOMPurify.
const purify = DOMPurify(window);

/**
 * The Trusted Types policy through which DOMPurify parses and returns HTML, where the browser has
 * Trusted Types (the portal's own pages require them: `trusted-types portal-html`). It passes HTML
 * through untouched, so it is DOMPurify's alone: held here, never exported, never on a global.
 * `undefined` until first needed, `null` where there are none (or a page's policy refuses the name).
 */
let htmlPolicy: TrustedTypePolicy | null | undefined;

interface PolicyFactory {
  createPolicy(
    name: string,
    rules: { createHTML(html: string): string; createScriptURL(url: string): string },
  ): TrustedTypePolicy;
}

function portalHtmlPolicy(): TrustedTypePolicy | null {
  if (htmlPolicy !== undefined) return htmlPolicy;
  try {
    htmlPolicy =
      (Reflect.get(window, 'trustedTypes') as PolicyFactory | undefined)?.createPolicy('portal-html', {
        createHTML: (html: string) => html,
        // DOMPurify asks for this hook too; it never loads a script, so none is allowed.
        createScriptURL: () => '',
      }) ?? null;
  } catch {
    htmlPolicy = null;
  }
  return htmlPolicy;
}

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

const RULES = {
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
};

/**
 * Server HTML (PREVIEW_TEXT, DETAIL_TEXT…) made safe to render: DOMPurify's HTML profile (no
 * scripts, handlers, SVG or MathML), without forms, media, frames, inline styles or `srcset`; links
 * keep http(s), mailto and tel only and open other sites in a new tab with noopener noreferrer;
 * pictures keep only URLs of the API, the portal and the given image hosts (core `safe-url`).
 * Where the browser has Trusted Types, it is TrustedHTML (of the `portal-html` policy).
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string | TrustedHTML {
  current = { config: options.config ?? readPortalConfig(), imageHosts: options.imageHosts ?? [] };
  const policy = portalHtmlPolicy();
  return policy
    ? purify.sanitize(html, { ...RULES, RETURN_TRUSTED_TYPE: true, TRUSTED_TYPES_POLICY: policy })
    : purify.sanitize(html, RULES);
}
