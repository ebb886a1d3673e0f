/**
 * `sx` for text read by screen readers only (a count's meaning, a live announcement). Pixels
 * are spelled out: in `sx` a width of 1 would be 100 %.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
