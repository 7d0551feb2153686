import { useEffect, useRef } from 'react';

/** Calls `callback` every `ms` while `ms` is a number; pass null to stop. Always calls the latest callback. */
export function useInterval(callback: () => void, ms: number | null): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (ms === null) return;
    const id = setInterval(() => latest.current(), ms);
    return () => clearInterval(id);
  }, [ms]);
}
