/**
 * The theme contract: tenant colours are CSS variables, set per request in the page head.
 */
import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    primary: null,
    onPrimary: null,
    secondary: null,
    onSecondary: null,
    text: null,
    mutedText: null,
    background: null,
    surface: null,
    border: null,
  },
  font: { body: null },
  headerHeight: null,
});

createGlobalTheme(':root', vars, {
  color: {
    primary: '#000000',
    onPrimary: '#ffffff',
    secondary: '#b79267',
    onSecondary: '#111111',
    text: '#1d1d1f',
    mutedText: '#5c5c63',
    background: '#f5f3ef',
    surface: '#ffffff',
    border: '#e2ded6',
  },
  font: { body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  headerHeight: '64px',
});
