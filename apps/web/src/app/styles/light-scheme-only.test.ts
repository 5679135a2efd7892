import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import mantinePreset from 'postcss-preset-mantine';
import { describe, expect, it } from 'vitest';
import { lightSchemeOnly } from '../../../build/light-scheme-only';

const run = async (css: string) => (await postcss([mantinePreset(), lightSchemeOnly()]).process(css, { from: undefined })).css;
const require = createRequire(import.meta.url);

describe('the light scheme only (decision 077)', () => {
  it('drops the dark scheme\'s rules and selectors and keeps the light ones', async () => {
    const css = await run(`
      :root[data-mantine-color-scheme=dark], :host([data-mantine-color-scheme=dark]) { --c: black; }
      :root[data-mantine-color-scheme=light] { --c: white; }
      [data-mantine-color-scheme=light] .a, [data-mantine-color-scheme=dark] .a { color: red; }
      .b { @mixin dark { color: blue; } @mixin light { color: green; } }
      @media (min-width: 1px) { :where([data-mantine-color-scheme='dark']) .c { color: red; } }
      @layer mantine { [data-mantine-color-scheme="dark"] .d { color: red; } }
      [data-mantine-color-scheme] .e { color: red; }
    `);
    expect(css).not.toMatch(/dark/);
    expect(css).toContain(':root[data-mantine-color-scheme=light] { --c: white; }');
    expect(css).toContain('[data-mantine-color-scheme=light] .a { color: red; }');
    expect(css).toMatch(/\[data-mantine-color-scheme='light'\] \.b \{\s*color: green;?\s*\}/);
    expect(css).not.toContain('@media');
    expect(css).toMatch(/@layer mantine \{\s*\}/);
    expect(css).toContain('[data-mantine-color-scheme] .e { color: red; }');
  });

  it('leaves none of Mantine\'s dark variables in its base sheet, and all of the light ones', async () => {
    const source = readFileSync(require.resolve('@mantine/core/styles/default-css-variables.layer.css'), 'utf8');
    const css = await run(source);
    expect(source).toMatch(/data-mantine-color-scheme=["']?dark/);
    expect(css).not.toMatch(/dark["']?\]/);
    const variables = (text: string) => new Set(text.match(/--mantine-[\w-]+(?=:)/g));
    const light = source.slice(source.search(/:root\[data-mantine-color-scheme=["']?light/));
    for (const name of variables(light)) expect(css).toContain(`${name}:`);
  });
});
