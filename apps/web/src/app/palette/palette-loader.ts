/**
 * The palette's chunk, asked for as soon as someone reaches for it (Ctrl or ⌘ pressed, the
 * top bar's button hovered or focused), so that it is there when the palette opens.
 */
export const loadPalette = () => import('./command-palette');
