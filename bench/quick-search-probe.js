// Runs in the benchmark's Chromium page as plain script (not through the TypeScript loader).
/**
 * Arms a probe on the page's <portal-quick-search>: `window.quickSearchProbe` resolves with the
 * milliseconds from the next keystroke in its box (its input event: Cyrillic letters are typed
 * without a keydown) to the first suggestion shown.
 */
window.armQuickSearchProbe = () => {
  const root = document.querySelector('portal-quick-search').shadowRoot;
  window.quickSearchProbe = new Promise((resolve) => {
    let start = null;
    const started = () => {
      start = performance.now();
    };
    root.addEventListener('input', started, { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (start === null || !root.querySelector('[part~="hit"]')) return;
      observer.disconnect();
      resolve(performance.now() - start);
    }).observe(root, { childList: true, subtree: true });
  });
};
