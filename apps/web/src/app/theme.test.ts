import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('the theme’s text colours (WCAG AA, 4.5:1)', () => {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(full).light as Record<string, string>;
  const white = '#ffffff';
  const panel = full.colors.gray[0];

  it('reads for hints, placeholders and field errors on white and on the grey panels', () => {
    for (const name of ['--mantine-color-dimmed', '--mantine-color-placeholder', '--mantine-color-error']) {
      expect(contrast(light[name]!, panel), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(light[name]!, white), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reads for every palette’s outline buttons and coloured text, and its light variants', () => {
    for (const [name, shades] of Object.entries(full.colors)) {
      for (const variable of [`--mantine-color-${name}-outline`, `--mantine-color-${name}-text`]) {
        expect(contrast(light[variable]!, panel), variable).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(light[`--mantine-color-${name}-light-color`]!, shades[1]), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
