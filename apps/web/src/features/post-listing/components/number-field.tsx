import { TextInput, type TextInputProps } from '@mantine/core';
import { decimalOnly, digitsOnly } from '@baandee/domain';
import { fieldProps } from '../../../lib/form-field';
import { groupThousands } from '../number-text';
import { usePostFormContext } from '../post-form-context';
import type { PostFormValues } from '../form-values';

type NumberName = { [K in keyof PostFormValues]: PostFormValues[K] extends string ? K : never }[keyof PostFormValues];

/**
 * A number input (spec section 5): non-digits are stripped as typed, a decimal keeps one
 * dot; shown with thousands separators unless `plain` (years, floors).
 */
export function NumberField({
  name,
  decimal = false,
  plain = false,
  maxDigits = 12,
  ...props
}: { name: NumberName; decimal?: boolean; plain?: boolean; maxDigits?: number } & Omit<TextInputProps, 'name'>) {
  const form = usePostFormContext();
  const { error } = fieldProps(form, name);
  const raw = form.values[name];
  return (
    <TextInput
      {...props}
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={plain ? raw : groupThousands(raw)}
      error={error}
      aria-invalid={error ? true : undefined}
      data-path={name}
      onChange={(event) => {
        const cleaned = (decimal ? decimalOnly : digitsOnly)(event.currentTarget.value);
        const [whole = '', fraction] = cleaned.split('.');
        form.setFieldValue(name, fraction === undefined ? whole.slice(0, maxDigits) : `${whole.slice(0, maxDigits)}.${fraction.slice(0, 2)}`);
      }}
    />
  );
}
