// A person's photo, or the neutral avatar (inline SVG) when there is none or it fails to load: no
// broken-image icons. The photo's size is fixed, so nothing moves when it arrives. The name is
// printed beside it, so the image itself is decorative (alt="").
import { useCallback, useState } from 'react';
import { AvatarPlaceholder } from '../icons/icons.tsx';
import { mediaSrcSet } from '#shared/media-sources.ts';

export function PersonPhoto({
  src,
  size,
  eager = false,
  className = '',
}: {
  src: string | null;
  size: number;
  eager?: boolean;
  className?: string;
}) {
  // The photo that failed, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src !== null && failedSrc === src;
  // An image that failed before hydration fired its error event before React listened.
  const checkLoaded = useCallback(
    (element: HTMLImageElement | null) => {
      if (element && element.complete && element.currentSrc && element.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );

  if (!src || failed) return <AvatarPlaceholder size={size} className={`shrink-0 ${className}`} />;
  return (
    <img
      ref={checkLoaded}
      src={src}
      srcSet={mediaSrcSet(src)}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      style={{ width: size, height: size }}
      className={`shrink-0 rounded-full bg-slate-200 object-cover ring-4 ring-white dark:bg-slate-700 dark:ring-slate-800 ${className}`}
    />
  );
}
