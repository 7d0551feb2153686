// An image's focal point in the media library: two numbers in percent (from the left, from the top) that
// work without JavaScript, and with it a click (or tap) on the picture that sets both, marked by a ring.
// Slides and cards keep that spot in view when they crop the picture (object-position).
import { useState } from 'react';
import type { MediaItem } from '#shared/contract/admin/media.ts';
import { localDigits } from '#shared/calendar/digits.ts';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useAdminText } from '../lib/use-admin-text.ts';

export function FocalPoint({ item, errors }: { item: MediaItem; errors: Record<string, string> }) {
  const { t, lang } = useAdminText();
  const hydrated = useHydrated();
  const [point, setPoint] = useState({ x: item.focal_x, y: item.focal_y });
  const picture = item.variants.at(-1) ?? item.variants[0];
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t('admin.media.focus')}</legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.media.focus_hint')}</p>
      {hydrated && picture ? (
        // A pointer aid only: the numbers below are the control for the keyboard and screen readers.
        <div className="relative inline-block" aria-hidden="true">
          <img
            src={picture.url}
            alt=""
            className="block max-h-48 w-auto cursor-crosshair rounded"
            onClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              setPoint({
                x: Math.round(((event.clientX - box.left) / box.width) * 100),
                y: Math.round(((event.clientY - box.top) / box.height) * 100),
              });
            }}
          />
          <span
            className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white shadow-[0_0_0_2px_rgb(15_23_42)]"
            style={{ left: `${point.x}%`, top: `${point.y}%` }}
          />
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        {(['x', 'y'] as const).map((axis) => (
          <TextField
            // A new key when a click moves the point, so the input shows it (it is uncontrolled).
            key={`${axis}-${point[axis]}`}
            idPrefix={`media-${item.id}`}
            name={`focal_${axis}`}
            label={t(`admin.media.focus_${axis}`)}
            inputMode="numeric"
            defaultValue={localDigits(point[axis], lang)}
            error={errors[`focal_${axis}`]}
          />
        ))}
      </div>
    </fieldset>
  );
}
