// Runs in the benchmark's Chromium page as plain script (not through the TypeScript loader).
/**
 * Shows page `number` of the product list (page 1 by inserting the tag, the next ones by scrolling to
 * the end) and resolves once its rows are in and the frame that draws them is done. It watches the
 * rows' box for the new page's chunk rather than counting 5,000 rows, to keep its own cost out.
 */
window.appendPage = (number) =>
  new Promise((resolve) => {
    const list =
      document.querySelector('portal-product-list') ?? document.createElement('portal-product-list');
    const chunkOf = (page) => list.shadowRoot?.querySelector(`[data-page="${page}"]`);
    const finish = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    const box = chunkOf(1)?.parentElement;
    const observer = new MutationObserver(() => {
      if (!chunkOf(number)) return;
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
