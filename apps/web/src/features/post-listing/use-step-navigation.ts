import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '../../components/alert-store';
import { ApiError, firstFieldMessages } from '../../lib/api-client';
import { describeApiError } from '../../lib/api-messages';
import { revealFirstError } from '../../lib/form-field';
import { estateFormQuery } from './api/estate-form';
import { storeEstate, unfinishedDraftId } from './api/store-estate';
import { bodyErrors, missingForPublish, stepBody, type PostFormValues } from './form-values';
import { usePostFormContext } from './post-form-context';
import { createdDraft } from './post-form-resets';
import { STEP_FIELDS, stepHref, stepOfField, type StepKey } from './steps';

/** The step's own fields still missing for publishing (the domain check), as form errors. */
function missingInStep(step: StepKey, values: PostFormValues): Record<string, string> {
  const missing = Object.entries(missingForPublish(values));
  return Object.fromEntries(missing.filter(([field]) => stepOfField(field) === step));
}

export interface GoOptions {
  /** Moving on (Next) asks for the step's required fields; going back or jumping does not. */
  forward?: boolean;
}

/**
 * Leaving a step saves it through POST api/estate/store (the first save creates the draft
 * and the address moves to /{id}/announce/...), so a closed tab loses nothing. Errors stay
 * on the step, on their fields, with the first one scrolled into view.
 */
export function useStepNavigation(step: StepKey, formElement: () => HTMLFormElement | null) {
  const form = usePostFormContext();
  const { t } = useTranslation('postForm');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const fail = useCallback(
    (errors: Record<string, string>) => {
      form.setErrors(errors);
      notifications.show({ color: 'red', message: t('fixErrors') });
      revealFirstError(formElement());
    },
    [form, formElement, t],
  );

  const go = useCallback(
    async (path: string, { forward = false }: GoOptions = {}) => {
      const values = form.getValues();
      const body = stepBody(values, step);
      // Next checks before anything is sent: an empty first step makes no draft, and a
      // listing on the site is never saved without what it needs (Back and jumps save as typed)
      const invalid = { ...(forward ? missingInStep(step, values) : {}), ...bodyErrors(body) };
      if (Object.keys(invalid).length > 0) return fail(invalid);
      form.clearErrors();
      setSaving(true);
      try {
        const saved = await storeEstate(body);
        queryClient.setQueryData(estateFormQuery(saved.id).queryKey, saved);
        if (values.id === null) {
          // the draft exists now: its own address, so a reload resumes it; this form carries on
          form.setFieldValue('id', saved.id);
          createdDraft.set(saved.id);
        }
        await navigate(stepHref(saved.id, path));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.key === 'previous announcement unfinished') {
          const id = await unfinishedDraftId();
          if (id !== null) {
            notifications.show({ color: 'yellow', message: t('unfinished') });
            await navigate(stepHref(id, ''));
            return;
          }
        }
        const fields = firstFieldMessages(error.fieldErrors);
        const here = Object.fromEntries(Object.entries(fields).filter(([field]) => (STEP_FIELDS[step] as readonly string[]).includes(field.split('.')[0]!)));
        if (Object.keys(here).length > 0) fail(here);
        else showAlert({ type: 'error', ...describeApiError(error) });
      } finally {
        setSaving(false);
      }
    },
    [fail, form, navigate, queryClient, step, t],
  );

  return { go, saving };
}
