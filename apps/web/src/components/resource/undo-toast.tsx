import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { withToast } from '../../lib/toast';

/** An undo offer stays longer than the spec's 1500 ms default so there is time to reach it. */
export const UNDO_TOAST_MS = 6000;

/** A toast body with an Undo button. */
export function UndoToast({
  message,
  undoLabel,
  onUndo,
}: {
  message: string;
  undoLabel: string;
  onUndo(): void;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%' }}
    >
      <Typography variant="body2">{message}</Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={(event) => {
          event.stopPropagation();
          onUndo();
        }}
      >
        {undoLabel}
      </Button>
    </Stack>
  );
}

/**
 * A success toast with an Undo button: Undo closes the toast, then calls `onUndo`. The toast
 * stays `UNDO_TOAST_MS` and a click beside the button does not close it.
 */
export function notifyUndo({
  toastId,
  onUndo,
  ...shown
}: {
  toastId: string;
  message: string;
  undoLabel: string;
  onUndo(): void;
}) {
  withToast((toast) =>
    toast.success(
      <UndoToast
        {...shown}
        onUndo={() => {
          toast.dismiss(toastId);
          onUndo();
        }}
      />,
      { toastId, autoClose: UNDO_TOAST_MS, closeOnClick: false },
    ),
  );
}
