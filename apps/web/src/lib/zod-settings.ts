/**
 * Zod (the forms' and the API contracts' schemas, in the chunks of the pages that use them)
 * tries `new Function` on its first parse to see whether it may compile parsers. The
 * content security policy refuses eval, and the browser reports even a caught attempt as a
 * violation: zod is told not to try (its `jitless` setting). Set on the object zod keeps its
 * settings in, so it holds whether zod has loaded yet or not, without loading zod here.
 */
const settings = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
settings.jitless = true;
