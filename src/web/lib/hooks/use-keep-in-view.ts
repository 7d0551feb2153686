import { useEffect, useRef } from 'react';

/**
 * After a client navigation that changes `key` (a section's page or filter), keep the section `id`
 * in view: the shared scroll handling moves a ?page change to the top of <main>, which is far above
 * a section in the middle of a long page. This effect runs after that one (the shell's handler sits
 * earlier in the tree), in the same frame, so nothing flickers. Not on the first render.
 */
export function useKeepInView(id: string, key: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [id, key]);
}
