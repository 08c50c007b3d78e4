/** Runs `draw` when the browser is idle (at once, in a task of its own, without idle callbacks); returns what cancels it. */
export function whenIdle(draw: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(draw);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(draw, 0);
  return () => clearTimeout(id);
}
