import { lazy, Suspense, useState } from 'react';
import { useStore } from '../../lib/store';
import { commandCenter, type CommandCenterView } from './command-center-state';
import { loadPalette } from './palette-loader';
import { useShortcuts } from './shortcuts';

/** The palette and the sheet, each downloaded when first opened (ADR 054). */
const CommandPalette = lazy(() =>
  loadPalette().then(({ CommandPalette }) => ({ default: CommandPalette })),
);
const ShortcutsSheet = lazy(() =>
  import('./shortcuts-sheet').then(({ ShortcutsSheet }) => ({ default: ShortcutsSheet })),
);

/**
 * The keyboard shortcuts of the signed-in area, and the palette and shortcuts' sheet they
 * open. Once opened, a view stays mounted (closed), so that it opens again at once.
 */
export function CommandCenter() {
  useShortcuts();
  const view = useStore(commandCenter);
  const [opened, setOpened] = useState<readonly CommandCenterView[]>([]);
  // Remembered while rendering (React's way to keep what earlier renders saw).
  if (view !== null && !opened.includes(view)) setOpened([...opened, view]);
  return (
    <Suspense fallback={null}>
      {opened.includes('palette') ? <CommandPalette open={view === 'palette'} /> : null}
      {opened.includes('shortcuts') ? <ShortcutsSheet open={view === 'shortcuts'} /> : null}
    </Suspense>
  );
}
