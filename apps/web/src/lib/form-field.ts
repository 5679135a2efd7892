import { useEffect, type ChangeEvent, type RefObject } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { digitsOnly } from '@baandee/domain';
import { showAlert } from '../components/alert-store';
import { ApiError, firstFieldMessages } from './api-client';
import { describeApiError, translateMessage } from './api-messages';

/**
 * A form field's input props with its error translated: client rules (the shared zod
 * schemas) and the server's field errors are both catalogue keys of the errors namespace.
 */
export function fieldProps<Values>(form: UseFormReturnType<Values>, name: string) {
  const props = form.getInputProps(name);
  const error = form.errors[name];
  // named as the form names it: the browser's autofill and a server-rendered form's early typing find it
  return { ...props, name, error: typeof error === 'string' ? translateMessage(error) : undefined };
}

/**
 * A form the server renders: what a visitor typed before the page's script took over stays.
 * React keeps the typed text in the page as it takes the form over, but the form's state
 * starts empty and its next render would clear the field; right after that take-over the
 * typed values become the state. Fields are found by their `name` (which fieldProps sets).
 */
export function useKeepTypedBeforeHydration<Values>(ref: RefObject<HTMLFormElement | null>, form: UseFormReturnType<Values>, fields: readonly string[]): void {
  useEffect(() => {
    const values = form.getValues() as Record<string, unknown>;
    const typed: Record<string, string> = {};
    for (const name of fields) {
      const field = ref.current?.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value && field.value !== values[name]) typed[name] = field.value;
    }
    if (Object.keys(typed).length > 0) form.setValues(typed as Partial<Values>);
    // once, right after the take-over: later typing goes through the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** A number-only field (spec section 5): non-digits are stripped as typed, at most `length` digits. */
export function digitsFieldProps<Values>(form: UseFormReturnType<Values>, name: string, length: number) {
  return {
    ...fieldProps(form, name),
    inputMode: 'numeric' as const,
    maxLength: length,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      // a text field by contract; Mantine types the path generically
      form.setFieldValue(name as never, digitsOnly(event.currentTarget.value).slice(0, length) as never),
  };
}

/**
 * Once the errors are drawn: scrolls the first field in error (in the page's order) into
 * view and focuses it. On a phone the first wrong field can be a long way above the
 * button that was pressed, and a message alone does not say where.
 */
export function revealFirstError(form: HTMLFormElement | null, framesLeft = 10): void {
  window.requestAnimationFrame(() => {
    // a field says so with aria-invalid; a group without one (photos, a map) with data-invalid
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    // the errors render with the next commit, which a loading toast host can delay a little
    if (!field) {
      if (framesLeft > 0) revealFirstError(form, framesLeft - 1);
      return;
    }
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    field.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
    field.focus({ preventScroll: true });
  });
}

/**
 * A failed submit: the server's field errors go on the form's own fields (spec section 8);
 * anything else, or errors about fields the form does not show, becomes the error alert.
 * `fieldOf` names the form field of a body path where the two differ.
 */
export function showSubmitError<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  fields: readonly string[],
  fieldOf: (path: string) => string = (path) => path,
): void {
  if (!(error instanceof ApiError)) return;
  const known = Object.entries(firstFieldMessages(error.fieldErrors))
    .map(([path, key]) => [fieldOf(path), key] as const)
    .filter(([name]) => fields.includes(name));
  if (known.length > 0) form.setErrors(Object.fromEntries(known));
  else showAlert({ type: 'error', ...describeApiError(error) });
}
