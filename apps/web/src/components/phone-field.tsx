import { TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PHONE_LENGTH } from '@baandee/domain';
import { digitsFieldProps } from '../lib/form-field';

type PhoneFieldProps<Values> = Omit<TextInputProps, 'form'> & { form: UseFormReturnType<Values> };

/** The form's `phone` field: digits only, at most PHONE_LENGTH, a phone keyboard on mobiles. */
export function PhoneField<Values>({ form, ...props }: PhoneFieldProps<Values>) {
  return <TextInput type="tel" autoComplete="tel" withAsterisk {...props} {...digitsFieldProps(form, 'phone', PHONE_LENGTH)} />;
}
