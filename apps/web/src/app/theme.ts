import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { palette } from './palette';

const velvet: MantineColorsTuple = [...palette.velvet];
const dark: MantineColorsTuple = [...palette.dark];

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
