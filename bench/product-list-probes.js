// Runs in the benchmark's Chromium page as plain script (not through the TypeScript loader).
/**
 * Shows page `number` of the product list (page 1 by inserting the tag, the next ones by scrolling to
 * the end) and resolves once every row of it is drawn (a later page draws the rows out of reach a
 * few at a time) and the frame that draws the last is done. It looks for the new page's chunk among
 * the nodes added to the rows' box, not in the whole list, and then watches that chunk alone, to
 * keep its own cost out of the figure at any depth.
 */
window.appendPage = (number) =>
  new Promise((resolve) => {
    const list =
      document.querySelector('portal-product-list') ?? document.createElement('portal-product-list');
    const isChunk = (node) => node instanceof HTMLElement && node.dataset.page === String(number);
    const finish = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    const whenDrawn = (chunk) => {
      if (!chunk.querySelector('[data-rows-from]')) return finish();
      const rows = new MutationObserver(() => {
        if (chunk.querySelector('[data-rows-from]')) return;
        rows.disconnect();
        finish();
      });
      rows.observe(chunk, { childList: true, subtree: true });
    };
    const box = list.shadowRoot?.querySelector('[data-page="1"]')?.parentElement;
    const observer = new MutationObserver((records) => {
      const chunk = records.flatMap((record) => [...record.addedNodes]).find(isChunk);
      if (!chunk) return;
      observer.disconnect();
      whenDrawn(chunk);
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
 * and the end of the last is in view, or the frames run out; resolves with the intervals between
 * the frames.
 */
window.scrollThrough = (pages, step, maxFrames) =>
  new Promise((resolve) => {
    const box = document
      .querySelector('portal-product-list')
      .shadowRoot.querySelector('[data-page="1"]').parentElement;
    const intervals = [];
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      intervals.push(now - last);
      last = now;
      // The box's children are the pages and a status line or two: no search of the whole list.
      const shown = [...box.children].find((child) => child.dataset.page === String(pages));
      const done = shown && shown.getBoundingClientRect().bottom <= window.innerHeight;
      if (done || intervals.length >= maxFrames) return resolve(intervals.slice(1));
      window.scrollBy(0, step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

/** Scrolls the window down `step` px a frame for `frames` frames: the intervals between them. */
window.scrollFrames = (step, frames) =>
  new Promise((resolve) => {
    const intervals = [];
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      intervals.push(now - last);
      last = now;
      if (intervals.length > frames) return resolve(intervals.slice(1));
      window.scrollBy(0, step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

/**
 * The baseline of the same run: the milliseconds one task takes to append 50 plain list items of a
 * dozen text boxes each to the page and lay them out, then remove them.
 */
window.referenceTask = () => {
  const start = performance.now();
  const list = document.createElement('ul');
  for (let item = 0; item < 50; item += 1) {
    const row = document.createElement('li');
    for (let box = 0; box < 12; box += 1) {
      const text = document.createElement('span');
      text.textContent = `Фильтр масляный ${item}-${box} `;
      row.append(text);
    }
    list.append(row);
  }
  document.body.append(list);
  list.getBoundingClientRect();
  const ms = performance.now() - start;
  list.remove();
  return ms;
};
