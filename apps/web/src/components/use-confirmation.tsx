import { useState, type ReactElement } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** A question's words and what confirming it does. */
export type Question = Omit<ConfirmDialogProps, 'open' | 'onCancel' | 'onConfirm'> & {
  /** `close` shuts the question: at once, or once the work is done (while `busy` shows). */
  onConfirm(close: () => void): void;
};

/**
 * A question asked before something that matters, for a button that opens it: `ask()` opens
 * it, Cancel or Escape closes it, and `dialog` is rendered once where the page renders it.
 */
export function useConfirmation(question: Question): { ask(): void; dialog: ReactElement } {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return {
    ask: () => setOpen(true),
    dialog: (
      <ConfirmDialog
        {...question}
        open={open}
        onCancel={close}
        onConfirm={() => question.onConfirm(close)}
      />
    ),
  };
}
