import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Editor } from '@tiptap/react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The link targets the server keeps: web, e-mail and phone addresses, and paths in the site. */
const allowedLink = /^(https?:\/\/\S+|mailto:\S+|tel:[+\d][\d\s().-]*|\/(?!\/)\S*)$/i;

/**
 * Asks for a link's address: the selection (or the link at the caret) becomes that link;
 * an emptied address removes it. The caret goes back to the text afterwards.
 */
export function RichTextLinkDialog({
  editor,
  open,
  onClose,
}: {
  editor: Editor;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);
  const current = (): string => {
    const href: unknown = editor.getAttributes('link').href;
    return typeof href === 'string' ? href : '';
  };

  // The commands below change the document without moving focus (focusing the editor while the
  // dialog traps focus would race with it); the caret goes back once the dialog has gone.
  function unlink() {
    editor.chain().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  function apply(event: SyntheticEvent) {
    event.preventDefault();
    // The dialog sits in a portal, but React still bubbles its submit to the page's form.
    event.stopPropagation();
    const href = address.trim();
    if (!href) {
      unlink();
      return;
    }
    if (!allowedLink.test(href)) {
      setInvalid(true);
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      editor
        .chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      disableRestoreFocus
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onEnter: () => {
            setAddress(current());
            setInvalid(false);
          },
          onExited: () => editor.view.focus(),
        },
      }}
    >
      <form noValidate onSubmit={apply}>
        <DialogTitle id={titleId}>{t('richText.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('richText.linkAddress')}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('richText.linkInvalid') : t('richText.linkHint')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {current() ? (
            <Button color="error" onClick={unlink}>
              {t('richText.linkRemove')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('richText.linkApply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
