// What an item's page shows when there is no item: the not-found screen, or the error state.
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import type { ItemData } from '#web/lib/item/load-item.ts';
import { ErrorState } from '../error-state/error-state.tsx';
import { NotFoundScreen } from '../not-found/not-found-screen.tsx';

export function ItemUnavailable({ item }: { item: Exclude<ItemData<unknown>, { state: 'ok' }> }) {
  const { t } = useI18n();
  if (item.state === 'not-found') return <NotFoundScreen />;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-12">
      <title>{`${t('error.title')} | ${t('site.name')}`}</title>
      <h1 className="mb-6 text-3xl font-semibold">{t('error.title')}</h1>
      <ErrorState message="controls.retrieve_failed" />
    </main>
  );
}
