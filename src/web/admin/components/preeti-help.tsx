// Nepali typing help beside a text field (issue 25): much of an office's text was typed in the Preeti or
// Kantipur font and pastes as Latin nonsense ("g]kfn" for नेपाल). When pasted text looks like that, a
// short prompt offers to convert what was pasted; a button converts the field (or the selected part of
// it) at any time, with an undo. Progressive enhancement: rendered only once the page runs JavaScript;
// without it the field is an ordinary input and the form saves as it always did.
import { useEffect, useRef, useState } from 'react';
import { looksLikePreeti, preetiToUnicode } from '#shared/nepali-typing/preeti.ts';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useAdminText } from '../lib/use-admin-text.ts';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What was pasted and where, so only that part is converted. */
interface Pasted {
  start: number;
  text: string;
}

type State =
  | { step: 'idle' }
  | { step: 'offer'; pasted: Pasted }
  | { step: 'converted'; before: string }
  | { step: 'nothing' };

const smallButton =
  'min-h-9 rounded border border-slate-400 px-3 py-1 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800';

/** Sets a field's text the way typing does, so anything listening for input hears it. */
function setText(field: Field, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The field's text with [start, end) converted; the whole text when nothing is selected. */
function convertPart(value: string, start: number, end: number): string {
  if (start === end) return preetiToUnicode(value);
  return value.slice(0, start) + preetiToUnicode(value.slice(start, end)) + value.slice(end);
}

export function PreetiHelp({ fieldId, label }: { fieldId: string; label: string }) {
  const hydrated = useHydrated();
  const { t } = useAdminText();
  const [state, setState] = useState<State>({ step: 'idle' });
  const field = useRef<Field | null>(null);

  useEffect(() => {
    const element = document.getElementById(fieldId) as Field | null;
    field.current = element;
    if (!element) return;
    const onPaste = (event: ClipboardEvent) => {
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (looksLikePreeti(text))
        setState({ step: 'offer', pasted: { start: element.selectionStart ?? 0, text } });
    };
    const target: HTMLElement = element;
    target.addEventListener('paste', onPaste);
    return () => target.removeEventListener('paste', onPaste);
  }, [fieldId]);

  if (!hydrated) return null;

  const convert = (start: number, end: number) => {
    const element = field.current;
    if (!element) return;
    const before = element.value;
    const after = convertPart(before, start, end);
    if (after === before) {
      setState({ step: 'nothing' });
      return;
    }
    setText(element, after);
    setState({ step: 'converted', before });
    element.focus();
  };

  const convertPasted = ({ start, text }: Pasted) => {
    const value = field.current?.value ?? '';
    // The pasted text where it was put; if it has been edited since, the whole field.
    if (value.slice(start, start + text.length) === text) convert(start, start + text.length);
    else convert(0, 0);
  };

  const convertField = () => {
    const element = field.current;
    if (!element) return;
    convert(element.selectionStart ?? 0, element.selectionEnd ?? 0);
  };

  return (
    <div className="mt-2 space-y-2 text-sm">
      <button
        type="button"
        className={smallButton}
        onClick={convertField}
        aria-label={t('admin.preeti.convert_field', { field: label })}
      >
        {t('admin.preeti.convert')}
      </button>
      <div role="status" aria-live="polite">
        {state.step === 'offer' ? (
          <div className="flex flex-wrap items-center gap-2 rounded-md border-l-4 border-amber-600 bg-amber-50 p-2 text-slate-900 dark:border-amber-400 dark:bg-slate-800 dark:text-slate-100">
            <span>{t('admin.preeti.detected')}</span>
            <button type="button" className={smallButton} onClick={() => convertPasted(state.pasted)}>
              {t('admin.preeti.convert_pasted')}
            </button>
            <button type="button" className={smallButton} onClick={() => setState({ step: 'idle' })}>
              {t('admin.preeti.keep')}
            </button>
          </div>
        ) : state.step === 'converted' ? (
          <div className="flex flex-wrap items-center gap-2 text-slate-800 dark:text-slate-200">
            <span>{t('admin.preeti.converted')}</span>
            <button
              type="button"
              className={smallButton}
              onClick={() => {
                if (field.current) setText(field.current, state.before);
                setState({ step: 'idle' });
              }}
            >
              {t('admin.preeti.undo')}
            </button>
          </div>
        ) : state.step === 'nothing' ? (
          <span className="text-slate-700 dark:text-slate-300">{t('admin.preeti.nothing')}</span>
        ) : null}
      </div>
    </div>
  );
}
