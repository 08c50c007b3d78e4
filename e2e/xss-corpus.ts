/**
 * Cross-site scripting vectors placed in every string the portal renders (e2e/hostile-content).
 * Each one that ran would set `window.__xss` to its number ({n} in `RUN` below), or open a dialog; none
 * may. Sources: the OWASP XSS filter-evasion cheat sheet, DOMPurify's mutation-XSS reports, and
 * the URL tricks the safe-URL rule refuses (src/core/rules/safe-url.test.ts).
 */
const RUN = 'window.__xss={n}';

const TEMPLATES: readonly string[] = [
  // Script and event-handler tags.
  `<script>${RUN}</script>`,
  `<SCRIPT SRC=data:text/javascript,${RUN}></SCRIPT>`,
  `<img src=x onerror=${RUN}>`,
  `<img src="x" onerror="${RUN}">`,
  `<IMG SRC=x ONERROR="${RUN}">`,
  `<img src=x:x onerror=${RUN} alt=0>`,
  `<img srcset="x 1x" onerror="${RUN}">`,
  `<svg onload=${RUN}>`,
  `<svg/onload=${RUN}>`,
  `<body onload=${RUN}>`,
  `<details open ontoggle=${RUN}>`,
  `<input autofocus onfocus=${RUN}>`,
  `<select autofocus onfocus=${RUN}></select>`,
  `<textarea autofocus onfocus=${RUN}></textarea>`,
  `<video><source onerror=${RUN}></video>`,
  `<audio src=x onerror=${RUN}>`,
  `<marquee onstart=${RUN}>x</marquee>`,
  `<div onpointerenter=${RUN} style="position:fixed;inset:0">x</div>`,
  `<a href="#" onclick="${RUN}">x</a>`,
  `<iframe src="javascript:parent.${RUN}"></iframe>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<form action="javascript:${RUN}"><button>x</button></form>`,
  `<button formaction="javascript:${RUN}">x</button>`,
  `<img src=x onerror=alert(1)>`,
  // javascript:, data: and vbscript: links, spelled every way a browser forgives.
  `<a href="javascript:${RUN}">x</a>`,
  `<a href=" javascript:${RUN}">x</a>`,
  `<a href="JaVaScRiPt:${RUN}">x</a>`,
  `<a href="java&#x09;script:${RUN}">x</a>`,
  `<a href="&#106;avascript:${RUN}">x</a>`,
  `<a href="javascript&colon;${RUN}">x</a>`,
  `<a href="data:text/html,<script>${RUN}</script>">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  // SVG and MathML.
  `<svg><script>${RUN}</script></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text x="20" y="20">x</text></a></svg>`,
  `<svg><animate onbegin=${RUN} attributeName=x dur=1s>`,
  `<svg><set attributeName=onmouseover to=${RUN}>`,
  `<svg><foreignObject><iframe srcdoc="<script>parent.${RUN}</script>"></iframe></foreignObject></svg>`,
  `<math href="javascript:${RUN}">x</math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${RUN}">x</maction></math>`,
  // Attribute and element break-outs.
  `"><img src=x onerror=${RUN}>`,
  `'><svg onload=${RUN}>`,
  `" onmouseover="${RUN}`,
  `</textarea><script>${RUN}</script>`,
  `</title><script>${RUN}</script>`,
  `</style><script>${RUN}</script>`,
  `</script><script>${RUN}</script>`,
  `<scr<script>ipt>${RUN}</script>`,
  // Entity-encoded forms: text, never markup.
  `&lt;img src=x onerror=${RUN}&gt;`,
  `&#60;script&#62;${RUN}&#60;/script&#62;`,
  `\\u003cscript\\u003e${RUN}\\u003c/script\\u003e`,
  // Mutation XSS (markup a sanitiser's parse and the browser's second parse read differently).
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${RUN}>">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${RUN}>`,
  `<template><img src=x onerror=${RUN}></template>`,
  // Template and prototype tricks: text to us.
  `{{constructor.constructor('${RUN}')()}}`,
  `\${${RUN}}`,
  `__proto__`,
  // Styles.
  `<div style="background:url(javascript:${RUN})">x</div>`,
  `<style>@import 'javascript:${RUN}';</style>`,
];

/** Bare URLs, for the fields that are pictures and links. */
const URL_TEMPLATES: readonly string[] = [
  `javascript:${RUN}`,
  ` javascript:${RUN}`,
  `JAVASCRIPT:${RUN}`,
  `java\tscript:${RUN}`,
  `\u0001javascript:${RUN}`,
  `&#106;avascript:${RUN}`,
  `data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"/>`,
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  'https://evil.example/x.png',
  'https://user:secret@evil.example/x.png',
];

/** Every vector, numbered: the number is what `window.__xss` would hold had it run. */
export const XSS_VECTORS: readonly string[] = [...TEMPLATES, ...URL_TEMPLATES].map((template, index) =>
  template.replaceAll('{n}', String(index + 1)),
);

/** The bare URLs among them. */
export const URL_VECTORS: readonly string[] = XSS_VECTORS.slice(TEMPLATES.length);

/**
 * Server HTML that must come through sanitising as the formatting it is (DESIGN, "Server HTML"): a
 * list, a link to a portal page, bold text and a picture of the API's host.
 */
export const HARMLESS_HTML =
  '<ul><li>пункт списка</li></ul><p><b>жирный текст</b> и <a href="/opt/delivery/">ссылка на доставку</a></p>' +
  '<img src="/demo-assets/manager.svg" alt="картинка с портала">';

/** Text every rewritten page shows somewhere: proof that the rewritten strings were rendered. */
export const CANARY = 'ВЕКТОР-АТАКИ';
