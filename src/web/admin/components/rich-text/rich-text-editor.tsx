// The rich text editor of bodies (ADR 031): Tiptap with headings, bold and italic, lists, links and
// tables, nothing else, so what an editor makes is what the server keeps (server/rich-text/sanitize.ts
// has the final say). A paste from Word or Google Docs keeps its structure and loses its fonts, colours
// and comments. The HTML goes to the form in a hidden input of the field's name, so the form posts
// as it does without JavaScript. Loaded on demand by rich-text-input.tsx.
import { createDocument } from '@tiptap/core';
import { Selection, TextSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { describedBy } from '#web/components/form-fields/field-parts.tsx';
import {
  errorClass,
  fieldGroupClass,
  hintClass,
  labelClass,
} from '#web/components/form-fields/field-styles.ts';
import { BODY_STYLE } from '#web/components/rich-text/rich-text.tsx';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import type { AdminKey } from '../../lib/messages.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';

/** Where the text area's selection was, in its text (offsets). */
export interface TextAreaSelection {
  start: number;
  end: number;
}

interface RichTextEditorProps {
  id: string;
  name: string;
  label: string;
  initial: string;
  error?: string;
  /** The selection of the text area this editor replaces, when someone was typing in it. */
  takeOverSelection?: TextAreaSelection | null;
}

/** What Word and Google Docs put around pasted text that is not its structure. */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?(o|w|m|v):[^>]*>/gi, '')
    .replace(/<(style|meta|link|title)[^>]*>[\s\S]*?<\/\1>|<(meta|link)[^>]*>/gi, '')
    .replace(/\s(style|class|id|lang|align|width|height|bgcolor)="[^"]*"/gi, '');
}

const LINK_SCHEME = /^(https?:|mailto:|tel:)/i;

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto', 'tel'],
      isAllowedUri: (url) => LINK_SCHEME.test(url),
      HTMLAttributes: { rel: 'noopener', target: null },
    },
  }),
  TableKit.configure({ table: { resizable: false } }),
];

/** The stored form of the editor's document: '' when it has no text. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The editor's selection for a selection in the text (the HTML) it was made from: a point goes where the
 * text before it ends, parsed the same way.
 */
function selectionFrom(editor: Editor, text: string, { start, end }: TextAreaSelection): Selection {
  const { doc } = editor.state;
  // Everything selected (select all) stays everything, whatever the document begins or ends with.
  if (start === 0 && end === text.length)
    return TextSelection.between(doc.resolve(0), doc.resolve(doc.content.size));
  const at = (offset: number) => {
    const before = createDocument(text.slice(0, offset), editor.schema);
    return doc.resolve(Math.min(Selection.atEnd(before).from, doc.content.size));
  };
  return TextSelection.between(at(start), at(end));
}

export function RichTextEditor({ id, name, label, initial, error, takeOverSelection }: RichTextEditorProps) {
  const { t } = useAdminText();
  const forms = useI18n().t;
  const [html, setHtml] = useState(initial);
  const labelId = `${id}-label`;
  const hint = t('admin.rich.hint');
  const editor = useEditor({
    extensions,
    content: initial,
    // Made in this render, not an effect later: it only ever renders in the browser (rich-text-input.tsx
    // shows it once its code has loaded), and the text area it replaces must not leave a gap.
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy(id, hint, error) ? { 'aria-describedby': describedBy(id, hint, error)! } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: `${BODY_STYLE} min-h-64 whitespace-pre-wrap rounded-b-md border border-t-0 border-slate-400 bg-white px-3 py-2 focus:outline-3 focus:outline-offset-1 focus:outline-rose-800 dark:border-slate-500 dark:bg-slate-900 [&_.selectedCell]:bg-amber-100 dark:[&_.selectedCell]:bg-amber-900`,
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: changed }) => setHtml(htmlOf(changed)),
  });
  // Typing goes on where it was, in the same commit as the text area went: the next key lands in the text.
  // (The focus command of Tiptap waits a frame; the view's own focus does not.)
  useLayoutEffect(() => {
    if (!editor || !takeOverSelection) return;
    editor.view.dispatch(editor.state.tr.setSelection(selectionFrom(editor, initial, takeOverSelection)));
    editor.view.focus();
    // Once, as the editor appears: later renders must not move the cursor back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);
  return (
    <div className={fieldGroupClass(Boolean(error))}>
      <span id={labelId} className={labelClass} onClick={() => editor?.commands.focus()}>
        {label}{' '}
        <span className="font-normal text-slate-700 dark:text-slate-300">{forms('forms.optional')}</span>
      </span>
      <span id={`${id}-hint`} className={hintClass}>
        {hint}
      </span>
      <div className="mt-1.5">
        {editor ? <Toolbar editor={editor} field={label} /> : null}
        <EditorContent editor={editor} />
      </div>
      <input type="hidden" name={name} value={html} />
      {error ? (
        <span id={`${id}-error`} className={errorClass}>
          <span className="sr-only">{forms('forms.error_prefix')} </span>
          {error}
        </span>
      ) : null}
    </div>
  );
}

function Toolbar({ editor, field }: { editor: Editor; field: string }) {
  const { t } = useAdminText();
  const chain = () => editor.chain().focus();
  const inTable = editor.isActive('table');
  const button = (key: AdminKey, run: () => void, pressed?: boolean, children?: ReactNode) => (
    <button
      key={key}
      type="button"
      aria-pressed={pressed}
      // A mouse press would move the focus to the button and the command gives it back a frame later: a key
      // typed in between was lost. Keeping the focus in the text avoids that (keyboard users are unchanged).
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      className="min-h-9 rounded px-2 text-sm font-medium text-slate-900 hover:bg-slate-200 focus-visible:outline-3 focus-visible:outline-rose-800 aria-pressed:bg-rose-800 aria-pressed:text-white dark:text-slate-100 dark:hover:bg-slate-700 dark:aria-pressed:bg-rose-300 dark:aria-pressed:text-slate-950"
    >
      {children ?? t(key)}
    </button>
  );
  const setLink = () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const typed = window.prompt(t('admin.rich.link_prompt'), current);
    if (typed === null) return;
    const href = typed.trim();
    if (!href) chain().extendMarkRange('link').unsetLink().run();
    else
      chain()
        .extendMarkRange('link')
        .setLink({ href: LINK_SCHEME.test(href) ? href : `https://${href}` })
        .run();
  };
  return (
    <div
      role="toolbar"
      aria-label={t('admin.rich.toolbar', { field })}
      className="flex flex-wrap gap-1 rounded-t-md border border-slate-400 bg-slate-50 p-1 dark:border-slate-500 dark:bg-slate-800"
    >
      {button('admin.rich.paragraph', () => chain().setParagraph().run(), editor.isActive('paragraph'))}
      {button(
        'admin.rich.heading2',
        () => chain().toggleHeading({ level: 2 }).run(),
        editor.isActive('heading', { level: 2 }),
      )}
      {button(
        'admin.rich.heading3',
        () => chain().toggleHeading({ level: 3 }).run(),
        editor.isActive('heading', { level: 3 }),
      )}
      {button(
        'admin.rich.bold',
        () => chain().toggleBold().run(),
        editor.isActive('bold'),
        <strong>{t('admin.rich.bold')}</strong>,
      )}
      {button(
        'admin.rich.italic',
        () => chain().toggleItalic().run(),
        editor.isActive('italic'),
        <em>{t('admin.rich.italic')}</em>,
      )}
      {button('admin.rich.bullets', () => chain().toggleBulletList().run(), editor.isActive('bulletList'))}
      {button('admin.rich.numbers', () => chain().toggleOrderedList().run(), editor.isActive('orderedList'))}
      {button('admin.rich.link', setLink, editor.isActive('link'))}
      {inTable
        ? [
            button('admin.rich.row_add', () => chain().addRowAfter().run()),
            button('admin.rich.column_add', () => chain().addColumnAfter().run()),
            button('admin.rich.row_delete', () => chain().deleteRow().run()),
            button('admin.rich.column_delete', () => chain().deleteColumn().run()),
            button('admin.rich.table_delete', () => chain().deleteTable().run()),
          ]
        : // A header row and one row: Tab in the last cell adds the next, so no empty row is left over.
          button('admin.rich.table', () =>
            chain().insertTable({ rows: 2, cols: 3, withHeaderRow: true }).run(),
          )}
      {button('admin.rich.undo', () => chain().undo().run())}
      {button('admin.rich.redo', () => chain().redo().run())}
    </div>
  );
}
