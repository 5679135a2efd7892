import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Every module that imports a Mantine component also imports that component's stylesheet
 * (and the stylesheets of the components it renders inside), so a page's CSS travels with
 * its code: the first page gets exactly what it renders, a lazy page or dialog gets its
 * sheet together with its chunk, and nothing is listed by hand (docs/decisions/011).
 *
 * The map from a Mantine export to its sheets is read from the packages themselves. Sheets
 * are emitted parts first, so within `@layer mantine` a component's rules come after those
 * of the components it is built from, as in Mantine's full stylesheet.
 */

const IMPORT_FROM = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const RELATIVE_IMPORT = /(?:import|export)\s*(?:[^"';]*?\sfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
/** Named imports from a Mantine package, in the app's code or in another Mantine package. */
const MANTINE_IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*["']@mantine\/(core|dates|notifications|dropzone|carousel|charts)["'];?/g;
/** The packages whose components carry stylesheets; core first, the others build on it. */
const STYLED_PACKAGES = ['core', 'dates', 'notifications', 'dropzone', 'carousel', 'charts'] as const;
type StyledPackage = (typeof STYLED_PACKAGES)[number];
type StyleMaps = Map<StyledPackage, Map<string, string[]>>;

function specifiers(list: string): { imported: string; local: string }[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [imported, local] = part.split(/\s+as\s+/);
      return { imported: imported!.trim(), local: (local ?? imported)!.trim() };
    });
}

function addAll(target: string[], sheets: Iterable<string>) {
  for (const sheet of sheets) if (!target.includes(sheet)) target.push(sheet);
}

/** The sheets the named imports of Mantine packages in `code` need, parts first. */
function sheetsOfImports(code: string, maps: StyleMaps): string[] {
  const sheets: string[] = [];
  for (const match of code.matchAll(MANTINE_IMPORT)) {
    if (match[1]) continue;
    const map = maps.get(match[3] as StyledPackage);
    for (const { imported } of specifiers(match[2]!)) addAll(sheets, map?.get(imported) ?? []);
  }
  return sheets;
}

/**
 * Export name of a Mantine package -> the stylesheets it needs, parts first. In core each
 * component file imports its `<Name>.module.mjs` (the class names of
 * `styles/<Name>.layer.css`); the other packages ship one sheet (`styles.layer.css`) and
 * build on core's components.
 */
export function mantineStyleMap(pkg: StyledPackage, esmEntry: string, maps: StyleMaps): Map<string, string[]> {
  const sheetsOfFile = new Map<string, string[]>();
  const sheetsOf = (file: string, visiting: Set<string>): string[] => {
    const known = sheetsOfFile.get(file);
    if (known) return known;
    if (visiting.has(file)) return [];
    visiting.add(file);
    const sheets: string[] = [];
    const own: string[] = [];
    const source = readFileSync(file, 'utf8');
    addAll(sheets, sheetsOfImports(source, maps));
    for (const match of source.matchAll(RELATIVE_IMPORT)) {
      const target = path.resolve(path.dirname(file), match[1]!);
      if (!target.endsWith('.module.mjs')) addAll(sheets, sheetsOf(target, visiting));
      else own.push(pkg === 'core' ? `@mantine/core/styles/${path.basename(target, '.module.mjs')}.layer.css` : `@mantine/${pkg}/styles.layer.css`);
    }
    // the component's own rules after those of the parts it is built from
    addAll(sheets, own);
    visiting.delete(file);
    sheetsOfFile.set(file, sheets);
    return sheets;
  };

  const map = new Map<string, string[]>();
  for (const match of readFileSync(esmEntry, 'utf8').matchAll(IMPORT_FROM)) {
    if (!match[2]!.startsWith('.')) continue;
    const sheets = sheetsOf(path.resolve(path.dirname(esmEntry), match[2]!), new Set());
    if (sheets.length) for (const { local } of specifiers(match[1]!)) map.set(local, sheets);
  }
  return map;
}

export function mantineComponentStyles(): Plugin {
  const maps: StyleMaps = new Map();
  return {
    name: 'baandee:mantine-component-styles',
    enforce: 'pre',
    buildStart() {
      const require = createRequire(import.meta.url);
      for (const pkg of STYLED_PACKAGES) {
        // the CommonJS entry (cjs/index.cjs) sits beside the ES modules read here
        const esmEntry = path.join(path.dirname(require.resolve(`@mantine/${pkg}`)), '../esm/index.mjs');
        maps.set(pkg, mantineStyleMap(pkg, esmEntry, maps));
      }
    },
    transform(code, id) {
      // the app's own modules: Mantine's packages are read whole above, per export
      if (id.includes('node_modules') || !/\.(m?js|tsx?|jsx)$/.test(id.split('?')[0]!)) return null;
      if (!code.includes('@mantine/')) return null;
      const sheets = sheetsOfImports(code, maps);
      if (!sheets.length) return null;
      // Appended, so no line of the module moves (source maps stay exact); imports are hoisted.
      return { code: `${code}\n${sheets.map((sheet) => `import '${sheet}';`).join('\n')}\n`, map: null };
    },
  };
}
