import { useRef, type ChangeEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { fieldProps } from '../../lib/form-field';
import { slugify } from './trend-filter';

/**
 * A name field and a slug field where a new item's slug follows its English name until the
 * slug is typed; an item being edited keeps its slug. Returns both fields' input props.
 */
export function useSlugFollowingName<Values>(form: UseFormReturnType<Values>, fields: { name: keyof Values & string; slug: keyof Values & string }, editing: boolean) {
  const slugTyped = useRef(editing);
  const name = fieldProps(form, fields.name);
  const slug = fieldProps(form, fields.slug);
  return {
    name: {
      ...name,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        name.onChange(event);
        // a text field by its caller's values; Mantine types the path generically
        if (!slugTyped.current) form.setFieldValue(fields.slug as never, slugify(event.currentTarget.value) as never);
      },
    },
    slug: {
      ...slug,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        slugTyped.current = true;
        slug.onChange(event);
      },
    },
  };
}
