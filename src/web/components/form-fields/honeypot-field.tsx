// The trap for bots (HONEYPOT_FIELD): people never see, reach or hear it; bots that fill every input
// fill it too, and the API then answers without storing.
import { useI18n } from '#web/lib/i18n/language-context.tsx';

export function HoneypotField({ name, idPrefix }: { name: string; idPrefix: string }) {
  const { t } = useI18n();
  const id = `${idPrefix}-${name}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('forms.honeypot_label')}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
