import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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
