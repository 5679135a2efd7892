import { useMemo } from 'react';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LISTING_TEXT_LIMITS } from '@baandee/domain';
import { fieldProps } from '../../../lib/form-field';
import { currentLanguage } from '../../../lib/i18n';
import { useProjectSearch } from '../api/project-search';
import { usePostFormContext } from '../post-form-context';

const SEARCH_DELAY_MS = 250;

/**
 * The project name (required, spec section 5): a search of the master-data projects, or
 * any name typed freely. Picking a project fills what it knows and the form lacks.
 */
export function ProjectPicker() {
  const { t } = useTranslation(['postForm', 'listing']);
  const form = usePostFormContext();
  const [search] = useDebouncedValue(form.values.project_estate_name, SEARCH_DELAY_MS);
  const { data } = useProjectSearch(search);
  const language = currentLanguage();
  const projects = useMemo(
    () => (data?.projects ?? []).map((project) => ({ ...project, label: (language === 'th' && project.name_th) || project.name_en })),
    [data, language],
  );
  // the same name twice (a project in two districts) is listed once: the first match
  const options = [...new Set(projects.map((project) => project.label))];

  const pick = (label: string) => {
    const project = projects.find((item) => item.label === label);
    if (!project) return;
    const values = form.getValues();
    form.setValues({
      project_estate_id: project.id,
      project_estate_name: label,
      released_year: values.released_year || (project.completion_year ? String(project.completion_year) : ''),
      road: values.road || (project.road ?? ''),
    });
  };

  return (
    <Autocomplete
      label={t('listing:fields.project_estate_name')}
      placeholder={t('info.projectPlaceholder')}
      description={t('info.projectHint')}
      withAsterisk
      maxLength={LISTING_TEXT_LIMITS.projectName}
      data={options}
      filter={({ options: all }) => all}
      limit={20}
      comboboxProps={{ zIndex: 350 }}
      {...fieldProps(form, 'project_estate_name')}
      onChange={(value) => form.setValues({ project_estate_name: value, project_estate_id: null })}
      onOptionSubmit={pick}
      data-testid="project-picker"
    />
  );
}
