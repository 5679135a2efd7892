import { createFormContext } from '@mantine/form';
import type { PostFormValues } from './form-values';

/** The listing form's values, shared by the five step pages under one layout (back and next keep what was typed). */
export const [PostFormProvider, usePostFormContext, usePostForm] = createFormContext<PostFormValues>();
export type PostFormState = ReturnType<typeof usePostFormContext>;
