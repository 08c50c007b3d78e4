import { afterAll, beforeAll } from 'vitest';
import { configurePortal } from '../core/configure';

const CONFIG_SLOT = Symbol.for('portal-widgets.config');

/** The origin `onTestPortal` gives the tests: what a server's '/upload/a.jpg' resolves against. */
export const TEST_PORTAL = 'https://portal.test';

/**
 * Runs a file's tests as on a page of TEST_PORTAL, the API's origin. Node has no page, so without
 * it every picture path of an answer would fail the URL rule (nothing to resolve it against) and
 * read as none.
 */
export function onTestPortal(): void {
  beforeAll(() => {
    configurePortal({ apiBase: TEST_PORTAL, portalBase: TEST_PORTAL });
    // A file in happy-dom is on that page too: an API of another origin would make its session ask
    // the API first whether the client is signed in (src/core/rules/embedding.ts).
    (globalThis as { happyDOM?: { setURL(url: string): void } }).happyDOM?.setURL(`${TEST_PORTAL}/`);
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, CONFIG_SLOT);
  });
}
