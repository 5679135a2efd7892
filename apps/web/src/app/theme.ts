import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The brand teal; shade 7 carries white text at 4.9:1 (WCAG AA). */
const brand: MantineColorsTuple = [
  '#e7f6f3',
  '#cdebe5',
  '#9dd8cc',
  '#69c4b2',
  '#3fb39c',
  '#24a98f',
  '#119a82',
  '#0b7f6b',
  '#066a59',
  '#005547',
];

const FONT = "'Noto Sans Thai', 'Thonburi', 'Leelawadee UI', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  autoContrast: true,
  fontFamily: FONT,
  headings: {
    fontFamily: FONT,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem)', lineHeight: '1.3' },
      h2: { fontSize: 'clamp(1.375rem, 1.15rem + 0.9vw, 1.875rem)', lineHeight: '1.35' },
      h3: { fontSize: '1.25rem', lineHeight: '1.4' },
    },
  },
  // Thai vowels and tone marks stack above and below the line: more room than Latin.
  lineHeights: { xs: '1.5', sm: '1.6', md: '1.65', lg: '1.7', xl: '1.7' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Container: { defaultProps: { size: 'lg' } },
  },
});
