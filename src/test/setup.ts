import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installPatience, PATIENCE_MS } from './patience';

const SESSION = Symbol.for('portal-widgets.session');

installPatience();
configure({ asyncUtilTimeout: PATIENCE_MS });

// Every test starts on a fresh page: no session, no stored tokens, nothing rendered.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  Reflect.deleteProperty(globalThis, SESSION);
});
