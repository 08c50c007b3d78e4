// Runs in the benchmark's Chromium page as plain script (not through the TypeScript loader).
/** Milliseconds from inserting `tag` to `selector` appearing in its shadow root. */
window.measureMount = (tag, selector) =>
  new Promise((resolve) => {
    const start = performance.now();
    const element = document.createElement(tag);
    const visible = () => Boolean(element.shadowRoot?.querySelector(selector));
    const done = () => {
      resolve(performance.now() - start);
      element.remove();
    };
    document.body.append(element);
    if (visible()) return done();
    // The shadow root exists once the tag is connected; watch it until the selector appears.
    new MutationObserver((_, observer) => {
      if (!visible()) return;
      observer.disconnect();
      done();
    }).observe(element.shadowRoot, { childList: true, subtree: true, characterData: true });
  });
