// A rich text body's input (ADR 031). Without JavaScript it is a text area: it holds the stored HTML,
// and plain text typed into it is saved as paragraphs (a line each). With JavaScript the editor
// (rich-text-editor.tsx, Tiptap) replaces it once its code has loaded: a chunk of its own that only this
// staff form asks for, so no public page loads editor code. Someone may already be typing in the text
// area when the editor arrives: the editor takes its text, focus and selection in the same task, so no
// key lands in a text area already read, or on the page after the text area has gone.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { TextareaField } from '#web/components/form-fields/textarea-field.tsx';
import { fieldId } from '#web/components/form-fields/field-parts.tsx';
import { useAdminText } from '../../lib/use-admin-text.ts';
import type * as EditorCode from './rich-text-editor.tsx';
import type { TextAreaSelection } from './rich-text-editor.tsx';

interface RichTextInputProps {
  idPrefix: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
}

// A type only: the editor's code stays in its own chunk, loaded below.
type EditorModule = typeof EditorCode;

export function RichTextInput(props: RichTextInputProps) {
  const { t } = useAdminText();
  const [loaded, setLoaded] = useState<{
    editor: EditorModule;
    typed: string;
    selection: TextAreaSelection | null;
  } | null>(null);
  const id = fieldId(props.idPrefix, props.name);
  useEffect(() => {
    let live = true;
    void import('./rich-text-editor.tsx').then((editor) => {
      if (!live) return;
      // What was typed into the text area while the editor loaded is kept, and where the typing was.
      // Read and replaced at once (flushSync): a later render would leave a moment where keys go into
      // the text area after it was read.
      const area = document.getElementById(id) as HTMLTextAreaElement | null;
      const selection =
        area && document.activeElement === area
          ? { start: area.selectionStart, end: area.selectionEnd }
          : null;
      flushSync(() => setLoaded({ editor, typed: area?.value ?? props.defaultValue, selection }));
    });
    return () => {
      live = false;
    };
  }, [id, props.defaultValue]);
  if (loaded) {
    const { RichTextEditor } = loaded.editor;
    return <RichTextEditor {...props} id={id} initial={loaded.typed} takeOverSelection={loaded.selection} />;
  }
  return (
    <TextareaField
      idPrefix={props.idPrefix}
      name={props.name}
      label={props.label}
      hint={t('admin.rich.hint_plain')}
      defaultValue={props.defaultValue}
      rows={10}
      error={props.error}
    />
  );
}
