/** A catalogue text with each `{{name}}` replaced by its value; a name without a value becomes empty. */
export const fill = (template: string, values: Readonly<Record<string, string | number | null | undefined>>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
