import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const bounce = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-18px); }
`;

/** The site logo bouncing: shown while a page's code or the session loads (spec §2). */
export function LogoLoader({
  fullScreen = false,
  label = 'Loading',
}: {
  fullScreen?: boolean;
  label?: string;
}) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        height: fullScreen ? '100vh' : '100%',
        minHeight: 240,
      }}
    >
      <Box
        component="img"
        src="/logo.svg"
        alt=""
        sx={{
          width: 56,
          height: 56,
          animation: `${bounce} 0.9s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
    </Box>
  );
}
