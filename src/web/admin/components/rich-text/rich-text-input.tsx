// A rich text body's input (ADR 031). Without JavaScript it is a text area: it holds the stored HTML,
// and plain text typed into it is saved as paragraphs (a line each). With JavaScript the editor
// (rich-text-editor.tsx, Tiptap) replaces it once its code has loaded: a chunk of its own that only this
// staff form asks for, so no public page loads editor code.
import { useEffect, useState } from 'react';
import { TextareaField } from '#web/components/form-fields/textarea-field.tsx';
import { fieldId } from '#web/components/form-fields/field-parts.tsx';
import { useAdminText } from '../../lib/use-admin-text.ts';
import type * as EditorCode from './rich-text-editor.tsx';

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
  const [loaded, setLoaded] = useState<{ editor: EditorModule; typed: string } | null>(null);
  const id = fieldId(props.idPrefix, props.name);
  useEffect(() => {
    let live = true;
    void import('./rich-text-editor.tsx').then((editor) => {
      // What was typed into the text area while the editor loaded is kept.
      const area = document.getElementById(id) as HTMLTextAreaElement | null;
      if (live) setLoaded({ editor, typed: area?.value ?? props.defaultValue });
    });
    return () => {
      live = false;
    };
  }, [id, props.defaultValue]);
  if (loaded) {
    const { RichTextEditor } = loaded.editor;
    return <RichTextEditor {...props} id={id} initial={loaded.typed} />;
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
