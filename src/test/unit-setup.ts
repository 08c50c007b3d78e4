import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll } from 'vitest';

// Node has no localStorage: give each test a clean in-memory one instead of a shared module global.
// Files that run in happy-dom use its real localStorage.
const inNode = typeof window === 'undefined';
beforeAll(() => {
  // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook, the library's name for a test engine.
  if (inNode) useTestStorageEngine();
});
afterEach(() => {
  if (inNode) cleanTestStorage();
});
