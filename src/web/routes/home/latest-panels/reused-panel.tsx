// A latest-updates panel's list, rendered once per language and list on pages without the app and reused
// (ADR 054, ADR 055): the four panels are ~420 of the home page's ~1,500 elements, and change only with
// their lists. Inside the panel's own module, so a lazily loaded panel has loaded before its part is
// rendered on its own (a part's render cannot wait for a chunk).
import type { ReactNode } from 'react';
import { partKey, ServerFragment } from '#web/lib/render/server-fragment.tsx';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

export function ReusedPanel({ name, list, children }: { name: string; list: unknown; children: ReactNode }) {
  const { lang } = useI18n();
  // Everything the panel's HTML depends on: its list (dates, pictures, links) and the language.
  const key = () => partKey(lang, list);
  return (
    <ServerFragment as="div" name={`latest-${name}`} cacheKey={key}>
      {children}
    </ServerFragment>
  );
}
