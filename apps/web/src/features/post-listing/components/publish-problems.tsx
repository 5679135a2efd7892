import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../../../lib/api-messages';
import { pinField } from '../form-values';
import { STEPS, stepHref, stepOfField } from '../steps';

/** What still stops publishing (the domain check or the server's field errors), each linking to its step. */
export function PublishProblems({ id, problems }: { id: number | null; problems: Record<string, string> }) {
  const { t } = useTranslation(['postForm', 'listing']);
  // one line per field as the owner sees it (the pin's two coordinates are one)
  const entries = [...new Map(Object.entries(problems).map(([field, problem]) => [pinField(field.split('.')[0]!), problem])).entries()];
  if (entries.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={t('summary.missingTitle')} data-testid="publish-problems">
      <List size="sm" spacing={4}>
        {entries.map(([field, problem]) => {
          const step = stepOfField(field) ?? 'info';
          const name = field;
          return (
            <List.Item key={field}>
              <Anchor component={Link} to={stepHref(id, STEPS.find((item) => item.key === step)!.path)} c="inherit" underline="always" data-field={name}>
                {t('summary.goToField', {
                  field: t(`listing:fields.${name}` as 'listing:fields.area_size', { defaultValue: name }),
                  problem: translateMessage(problem),
                  step: t(`steps.${step}.label`),
                })}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
