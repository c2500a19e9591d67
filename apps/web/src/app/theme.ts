import { createTheme, type MantineColorsTuple } from '@mantine/core';

const velvet: MantineColorsTuple = [
  '#fbeefa',
  '#f0d8ee',
  '#e0aedb',
  '#d083c8',
  '#c25fb7',
  '#b948ad',
  '#a83a9e',
  '#912f88',
  '#7d2675',
  '#661c5f',
];

// Mantine's dark scale, tinted towards aubergine.
const dark: MantineColorsTuple = [
  '#e6dde8',
  '#c4b6c8',
  '#9d8da2',
  '#75657b',
  '#4f4255',
  '#3a2f3f',
  '#2c2331',
  '#211a26',
  '#19131d',
  '#110c14',
];

export const theme = createTheme({
  primaryColor: 'velvet',
  primaryShade: { light: 7, dark: 7 },
  colors: { velvet, dark },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '600' },
  cursorType: 'pointer',
});
