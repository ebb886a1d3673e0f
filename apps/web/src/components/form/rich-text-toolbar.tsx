import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ToolbarButton = {
  key: string;
  icon: ReactNode;
  /** Mirrored in right-to-left text (arrows, list bullets). */
  mirrored?: boolean;
  /** Whether it is on at the caret (a toggle), or undefined for a plain action. */
  active?: boolean;
  enabled: boolean;
  run(): void;
  /** Starts a new group, set apart by a divider. */
  group?: boolean;
};

const textIcon = (text: string) => (
  <Box component="span" aria-hidden sx={{ fontSize: 15, fontWeight: 700, width: 24 }}>
    {text}
  </Box>
);

/**
 * One WAI-ARIA toolbar: a single tab stop, the arrow keys (mirrored in Arabic), Home and End
 * move between its buttons; toggles say whether they are on with `aria-pressed`.
 */
export function RichTextToolbar({
  editor,
  label,
  onLink,
}: {
  editor: Editor;
  label: string;
  onLink(): void;
}) {
  const { t } = useTranslation('common');
  const rtl = useTheme().direction === 'rtl';
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  // Focus goes back to the text at once, so keys typed right after a button land in the text
  // (TipTap's own `focus` command waits a frame when the editor is not focused).
  const chain = () => {
    editor.view.focus();
    return editor.chain().focus();
  };
  const buttons: ToolbarButton[] = [
    {
      key: 'heading2',
      icon: textIcon('H2'),
      active: state.h2,
      enabled: true,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'heading3',
      icon: textIcon('H3'),
      active: state.h3,
      enabled: true,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bold',
      icon: <FormatBold />,
      active: state.bold,
      enabled: true,
      run: () => chain().toggleBold().run(),
      group: true,
    },
    {
      key: 'italic',
      icon: <FormatItalic />,
      active: state.italic,
      enabled: true,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'link',
      icon: <InsertLink />,
      active: state.link,
      enabled: true,
      run: onLink,
    },
    {
      key: 'bulletList',
      icon: <FormatListBulleted />,
      mirrored: true,
      active: state.bulletList,
      enabled: true,
      run: () => chain().toggleBulletList().run(),
      group: true,
    },
    {
      key: 'orderedList',
      icon: <FormatListNumbered />,
      mirrored: true,
      active: state.orderedList,
      enabled: true,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      icon: <FormatQuote />,
      active: state.blockquote,
      enabled: true,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: 'undo',
      icon: <Undo />,
      mirrored: true,
      enabled: state.canUndo,
      run: () => chain().undo().run(),
      group: true,
    },
    {
      key: 'redo',
      icon: <Redo />,
      mirrored: true,
      enabled: state.canRedo,
      run: () => chain().redo().run(),
    },
  ];

  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const enabled = buttons.flatMap((button, index) => (button.enabled ? [index] : []));
  // The tab stop stays on an enabled button even when the one last used turns disabled.
  const tabStop = enabled.includes(current) ? current : (enabled[0] ?? 0);

  function move(event: KeyboardEvent) {
    const position = enabled.indexOf(tabStop);
    const next = (() => {
      switch (event.key) {
        case 'ArrowRight':
          return enabled[(position + (rtl ? -1 : 1) + enabled.length) % enabled.length];
        case 'ArrowLeft':
          return enabled[(position + (rtl ? 1 : -1) + enabled.length) % enabled.length];
        case 'Home':
          return enabled[0];
        case 'End':
          return enabled.at(-1);
        default:
          return undefined;
      }
    })();
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    refs.current[next]?.focus();
  }

  return (
    <Box
      role="toolbar"
      aria-label={t('richText.toolbar', { label })}
      onKeyDown={move}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 0.5,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {buttons.map((button, index) => (
        <Fragment key={button.key}>
          {button.group ? <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} /> : null}
          <Tooltip title={t(`richText.${button.key}`)} describeChild>
            <span>
              <IconButton
                ref={(element) => {
                  refs.current[index] = element;
                }}
                size="small"
                tabIndex={index === tabStop ? 0 : -1}
                disabled={!button.enabled}
                aria-label={t(`richText.${button.key}`)}
                {...(button.active === undefined ? {} : { 'aria-pressed': button.active })}
                // A click keeps the caret (and the selection) in the text.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setCurrent(index);
                  button.run();
                }}
                sx={{
                  borderRadius: 1,
                  color: 'text.primary',
                  // On: a shaded square with an underline in the theme's colour.
                  ...(button.active
                    ? {
                        bgcolor: 'action.selected',
                        boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}`,
                      }
                    : {}),
                  ...(button.mirrored && rtl ? { '& svg': { transform: 'scaleX(-1)' } } : {}),
                }}
              >
                {button.icon}
              </IconButton>
            </span>
          </Tooltip>
        </Fragment>
      ))}
    </Box>
  );
}
