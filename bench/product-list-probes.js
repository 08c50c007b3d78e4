// Runs in the benchmark's Chromium page as plain script (not through the TypeScript loader).
/**
 * Shows page `number` of the product list (page 1 by inserting the tag, the next ones by scrolling to
 * the end) and resolves once its rows are in and the frame that draws them is done. It looks for the
 * new page's chunk among the nodes added to the rows' box, not in the whole list, to keep its own
 * cost out of the figure at any depth.
 */
window.appendPage = (number) =>
  new Promise((resolve) => {
    const list =
      document.querySelector('portal-product-list') ?? document.createElement('portal-product-list');
    const isChunk = (node) => node instanceof HTMLElement && node.dataset.page === String(number);
    const finish = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    const box = list.shadowRoot?.querySelector('[data-page="1"]')?.parentElement;
    const observer = new MutationObserver((records) => {
      if (!records.some((record) => [...record.addedNodes].some(isChunk))) return;
      observer.disconnect();
      finish();
    });
    if (box) {
      observer.observe(box, { childList: true });
      window.scrollTo(0, document.documentElement.scrollHeight);
    } else {
      document.body.append(list);
      observer.observe(list.shadowRoot, { childList: true, subtree: true });
    }
  });

/**
 * Scrolls the window down `step` px a frame, as a brisk wheel does, until `pages` pages are shown
 * and the end of the last is in view, or the frames run out; resolves with the frames taken.
 */
window.scrollThrough = (pages, step, maxFrames) =>
  new Promise((resolve) => {
    const box = document
      .querySelector('portal-product-list')
      .shadowRoot.querySelector('[data-page="1"]').parentElement;
    let frames = 0;
    const tick = () => {
      frames += 1;
      // The box's children are the pages and a status line or two: no search of the whole list.
      const last = [...box.children].find((child) => child.dataset.page === String(pages));
      const done = last && last.getBoundingClientRect().bottom <= window.innerHeight;
      if (done || frames >= maxFrames) return resolve(frames);
      window.scrollBy(0, step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
