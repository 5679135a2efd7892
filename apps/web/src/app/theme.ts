import { DEFAULT_THEME, createTheme, darken, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
  // black text from this luminance up, white below: the point where the better of the
  // two always reaches 4.5:1 (Mantine's 0.3 put white on orange at 3:1)
  luminanceThreshold: 0.18,
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
    // a dialog's title wraps as text, not at Mantine's line height of 1: a long Thai title's
    // vowel and tone marks would touch the line above; the close button stays at the first line
    Modal: {
      styles: {
        header: { alignItems: 'flex-start', gap: 'var(--mantine-spacing-sm)' },
        title: { lineHeight: 1.55, fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0, paddingTop: 4 },
      },
    },
  },
});

/** WCAG AA for normal text; a little above, so rounding never lands a colour under 4.5:1. */
const MIN_TEXT_CONTRAST = 4.6;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour, darkened in small steps until text in it reads on `background` (WCAG AA). */
function readableOn(color: string, background: string): string {
  let result = color;
  for (let amount = 0.05; contrast(result, background) < MIN_TEXT_CONTRAST && amount < 1; amount += 0.05) {
    result = darken(color, amount);
  }
  return result;
}

/**
 * Colours that carry text, made readable for every palette at once: Mantine's "dimmed"
 * hint text (gray 6, 3.3:1 on white), its placeholder text (gray 5, 2.1:1: the date picker
 * shows its placeholder as text, e.g. the birth date of the profile), the text of the
 * light variants (badges, light buttons, alerts), whose shade 9 on shade 1 is only 2.7:1
 * for yellow and orange, and the coloured text of outline buttons and of `c="red"`
 * (the primary shade: red's is 3.8:1 on white), and a field's error. Any palette the theme adds is checked the
 * same way.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => {
  const colors = { ...DEFAULT_THEME.colors, ...current.colors };
  const shade = typeof current.primaryShade === 'number' ? current.primaryShade : current.primaryShade.light;
  // on white and on the grey-0 panels the pages use
  const hint = readableOn(colors.gray[6], colors.gray[0]);
  const light: Record<string, string> = {
    '--mantine-color-dimmed': hint,
    '--mantine-color-placeholder': hint,
    // a field's error text and its wrong value (red 6 is 3.3:1 on white)
    '--mantine-color-error': readableOn(colors.red[6], colors.gray[0]),
  };
  for (const [name, shades] of Object.entries(colors)) {
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
    const strong = readableOn(shades[shade], colors.gray[0]);
    light[`--mantine-color-${name}-outline`] = strong;
    light[`--mantine-color-${name}-text`] = strong;
  }
  return { variables: {}, light, dark: {} };
};
