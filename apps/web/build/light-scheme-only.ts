import type { Plugin } from 'postcss';

/**
 * Mantine writes every colour rule twice, for its light and dark schemes (`:root[data-mantine-color-scheme=dark]`'s
 * variables, `[data-mantine-color-scheme=dark] .m_...` rules). The site is light only
 * (providers.tsx forces it), so the dark half never applies: this drops it from every
 * stylesheet at build time, about 17 KB of a page's 111-114 KB sheet (decision 077).
 */
const DARK_SCHEME = /\[data-mantine-color-scheme=["']?dark["']?\]/;

export function lightSchemeOnly(): Plugin {
  return {
    postcssPlugin: 'baandee-light-scheme-only',
    // after the preset has turned its `@mixin dark` and `light-dark()` into selectors
    OnceExit(root) {
      root.walkRules((rule) => {
        const kept = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
        if (kept.length === rule.selectors.length) return;
        if (kept.length) rule.selectors = kept;
        else rule.remove();
      });
      // a media query left with no rule; a layer block stays, as it orders the layers
      root.walkAtRules((atRule) => {
        if (atRule.name !== 'layer' && atRule.nodes?.length === 0) atRule.remove();
      });
    },
  };
}
lightSchemeOnly.postcss = true as const;
