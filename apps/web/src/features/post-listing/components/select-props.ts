import { fieldProps } from '../../../lib/form-field';
import type { PostFormState } from '../post-form-context';

type ChoiceName = 'estate_type_id' | 'direction' | 'room_view_id' | 'room_prominent_id';

/** A Select on a text value of the form: '' while nothing is chosen, never null. */
export function selectProps(form: PostFormState, name: ChoiceName) {
  return {
    ...fieldProps(form, name),
    value: form.values[name] || null,
    onChange: (value: string | null) => form.setFieldValue(name, value ?? ''),
    comboboxProps: { zIndex: 350 },
  };
}
