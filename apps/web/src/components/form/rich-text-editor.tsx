import Box from '@mui/material/Box';
import { Extension, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef, useState, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextSx } from './rich-text-content';
import { RichTextLinkDialog } from './rich-text-link-dialog';
import { RichTextToolbar } from './rich-text-toolbar';
import { visuallyHidden } from '../visually-hidden';

export type RichTextEditorProps = {
  value: string;
  onChange(html: string): void;
  onBlur(): void;
  /** The form's handle to focus the field (a field error puts the caret here). */
  focusRef: RefCallback<{ focus(): void }>;
  label: string;
  labelId: string;
  helperId: string;
  invalid: boolean;
  dir?: 'ltr' | 'rtl';
};

/**
 * What staff may format is what the server keeps: headings (two levels under the page
 * title), paragraphs, bulleted and numbered lists, quotes, bold, italic, underline and
 * links. Code is left out; pasted markup outside this set becomes plain paragraphs.
 */
function editorExtensions(openLinkDialog: () => void) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // Links open where they are, like the site's own pages.
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    Extension.create({
      name: 'editorKeys',
      addKeyboardShortcuts() {
        return {
          // Ctrl+K links selected text (or the link under the caret), as in most editors;
          // with nothing selected it is left to the app, which opens the palette (ADR 054).
          'Mod-k': () => {
            const { editor } = this;
            if (editor.state.selection.empty && !editor.isActive('link')) return false;
            openLinkDialog();
            return true;
          },
          // Tab indents inside a list, so the toolbar has a key of its own (as in most editors).
          'Alt-F10': () => {
            this.editor.view.dom
              .closest('[data-rich-text]')
              ?.querySelector<HTMLElement>('[role="toolbar"] [tabindex="0"]')
              ?.focus();
            return true;
          },
        };
      },
    }),
  ];
}

/** The TipTap editor with its toolbar; loaded on its own, by `RichTextInput`. */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { onChange, onBlur, focusRef, labelId, helperId, invalid, dir } = props;
  const { t } = useTranslation('common');
  const [linkOpen, setLinkOpen] = useState(false);
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  }, [onChange, onBlur]);
  const hintId = useId();
  const [extensions] = useState(() => editorExtensions(() => setLinkOpen(true)));
  // The value the editor starts from. Handing TipTap each new value would make it re-apply its
  // options after every keystroke, resetting a selection the browser has moved but ProseMirror
  // has not read yet (fast Shift+Arrow presses lost their steps).
  const [content] = useState(props.value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': `${helperId} ${hintId}`,
        'aria-invalid': invalid ? 'true' : 'false',
        ...(dir ? { dir } : {}),
      },
    }),
    [labelId, helperId, hintId, invalid, dir],
  );

  const editor = useEditor({
    extensions,
    content,
    editorProps,
    // The form keeps `''` for an editor without text, so "required" reads as it should.
    onUpdate: ({ editor: current }) =>
      callbacks.current.onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => callbacks.current.onBlur(),
  });

  useEffect(() => {
    focusRef({ focus: () => editor.commands.focus() });
  }, [editor, focusRef]);

  return (
    <Box
      data-rich-text
      sx={(theme) => ({
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-within': {
          borderColor: invalid ? 'error.main' : 'primary.main',
          boxShadow: `0 0 0 1px ${invalid ? theme.palette.error.main : theme.palette.primary.main}`,
        },
      })}
    >
      <RichTextToolbar editor={editor} label={props.label} onLink={() => setLinkOpen(true)} />
      <Box
        sx={[
          richTextSx,
          {
            '& .ProseMirror': {
              minHeight: 240,
              maxHeight: '60vh',
              overflowY: 'auto',
              px: 2,
              py: 1.5,
              outline: 'none',
            },
          },
        ]}
      >
        <EditorContent editor={editor} />
      </Box>
      <Box id={hintId} sx={visuallyHidden}>
        {t('richText.toolbarHint')}
      </Box>
      <RichTextLinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
    </Box>
  );
}
