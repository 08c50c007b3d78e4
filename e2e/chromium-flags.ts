/**
 * Chromium's flags wherever the tests and the benches launch it: headless without a sandbox (the
 * machine's containers have none to give), and quiet on the closed network (no QUIC, no background
 * downloads, updates or sync).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
