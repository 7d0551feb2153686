// A thin bar at the top of the window while a client navigation loads its data, so a tap on a slow
// mobile network visibly did something (screens show their own skeletons only for in-page paging).
// It appears after a short delay, so fast navigations do not flash. Decorative: the page region is
// marked aria-busy meanwhile (site-shell), which is what assistive technology reads.
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Navigations quicker than this show no bar. */
const PROGRESS_DELAY_MS = 150;

export function useNavigationLoading(): boolean {
  return useNavigation().state === 'loading';
}

export function NavigationProgress() {
  const loading = useNavigationLoading();
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setDelayPassed(true), PROGRESS_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [loading]);
  if (!loading || !delayPassed) return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-amber-200/60">
      <div className="navigation-progress h-full w-1/3 bg-rose-800 dark:bg-amber-300" />
    </div>
  );
}
