import {
  MAT_START_PATH,
  type MatConfiguration,
  matConfigurationHash,
  matConstructorPath,
  matPatternHash,
  matPatternPath,
  type ParsedMatLink,
  parseMatConstructorPath,
  parseMatHash,
} from '@portal/core/mats';
import { useEffect, useState } from 'react';

export interface MatLocation {
  /** The configuration the page's link names, or `null` on the start page. */
  link: ParsedMatLink | null;
  /** Shows a pattern with nothing chosen yet (a new entry in the history). */
  open(dec: string): void;
  /** Writes a configuration into the link, in place of the current one. */
  show(configuration: MatConfiguration): void;
  /** Shows no pattern (the start page): a new entry in the history. */
  close(): void;
}

function currentHash(): string {
  return typeof location === 'undefined' ? '' : location.hash;
}

/**
 * Where the configuration lives (DESIGN "Mat constructor"): in the portal, the host's route, which
 * the widget reads from `path` and changes through `onPathChange`; on any other page, the URL hash.
 */
export function useMatLocation(
  path: string | undefined,
  onPathChange: ((path: string, options: { replace: boolean }) => void) | undefined,
): MatLocation {
  const [hash, setHash] = useState(currentHash);
  const inHash = path === undefined;

  useEffect(() => {
    if (!inHash) return;
    const follow = () => setHash(currentHash());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [inHash]);

  if (!inHash) {
    return {
      link: parseMatConstructorPath(path),
      open: (dec) => onPathChange?.(matPatternPath(dec), { replace: false }),
      show: (configuration) => onPathChange?.(matConstructorPath(configuration), { replace: true }),
      close: () => onPathChange?.(MAT_START_PATH, { replace: false }),
    };
  }
  return {
    link: parseMatHash(hash),
    open: (dec) => {
      location.hash = matPatternHash(dec);
    },
    show: (configuration) => {
      const next = matConfigurationHash(configuration);
      history.replaceState(history.state, '', next);
      setHash(next);
    },
    close: () => {
      if (parseMatHash(location.hash) === null) return;
      history.pushState(history.state, '', `${location.pathname}${location.search}`);
      setHash('');
    },
  };
}
