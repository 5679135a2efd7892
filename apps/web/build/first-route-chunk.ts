interface ChunkingContext {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

/**
 * A code-splitting group holding the app's own modules and the stylesheets the first page
 * loads statically: one script and one stylesheet instead of a small chunk (and a
 * render-blocking <link>) for each module the first page shares with a lazy chunk. Lazy
 * pages, dialogs and menus keep their chunks and import what they share from this one.
 * Libraries and the workspace packages stay out: a package's index imports all of it, so
 * "reachable from the entry" would pull every component or rule any lazy page uses (the
 * post form's completeness rules, the listing lifecycle) into the first page; left to the
 * bundler, only what the first page uses lands there.
 */
/** A feature's public index: it re-exports what every other feature may use, not what the first page needs. */
const BARREL = /[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

export function firstRouteGroup(name = 'first-route') {
  const reachable = new Map<string, boolean>();
  const fromEntry = (id: string, ctx: ChunkingContext): boolean => {
    const known = reachable.get(id);
    if (known !== undefined) return known;
    reachable.set(id, false); // a cycle does not reach an entry through itself
    const info = ctx.getModuleInfo(id);
    const result = Boolean(info && (info.isEntry || info.importers.some((importer) => !BARREL.test(importer) && fromEntry(importer, ctx))));
    reachable.set(id, result);
    return result;
  };
  const captured = (id: string) => !/[\\/](node_modules|packages)[\\/]/.test(id) || /\.css(\?|$)/.test(id);
  return { name: (id: string, ctx: ChunkingContext) => (captured(id) && fromEntry(id, ctx) ? name : null) };
}
