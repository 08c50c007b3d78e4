import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

const SESSION = Symbol.for('portal-widgets.session');

// Every test starts on a fresh page: no session, no stored tokens, nothing rendered.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  Reflect.deleteProperty(globalThis, SESSION);
});
