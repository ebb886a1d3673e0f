import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

/**
 * One thing a person owns (a session, a passkey) as an item of a `List`: an icon for its
 * kind, hidden from screen readers; its name in bold with chips that mark it; facts about it
 * in small grey lines under the name; and its buttons on the end side, or under the facts
 * when the row is narrow. The name may carry words for screen readers only (`title` is a
 * node), and a name people typed is written in its own direction and wrapped anywhere.
 */
export function RecordRow({
  icon: Icon,
  title,
  typedTitle = false,
  chips,
  facts,
  actions,
}: {
  icon: SvgIconComponent;
  title: ReactNode;
  /** The title is a name a person typed (in any script, of any length). */
  typedTitle?: boolean;
  chips?: ReactNode;
  /** One line each, in this order. */
  facts: ReactNode[];
  /** Laid out in a row, a little apart. */
  actions?: ReactNode;
}) {
  return (
    <ListItem divider disableGutters sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Icon color="action" sx={{ mt: 0.25 }} aria-hidden />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography
            component="span"
            variant="body1"
            dir={typedTitle ? 'auto' : undefined}
            sx={{ fontWeight: 500, ...(typedTitle && { overflowWrap: 'anywhere' }) }}
          >
            {title}
          </Typography>
          {chips}
        </Stack>
        <Typography variant="body2" color="text.secondary" component="div">
          {facts.map((fact, index) => (
            // The lines never move: their place is their key.
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              {fact}
            </Fragment>
          ))}
        </Typography>
      </Box>
      {actions ? (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {actions}
        </Stack>
      ) : null}
    </ListItem>
  );
}
