import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../hooks/use-field-error';
import { LANGUAGE_LEVELS } from '../../lib/options';
import type { TeachingFormInput } from '../../lib/teaching-profile-form';
import { EntryListFields } from './entry-list-fields';

/** Education, certificates, relevant units, working experience and language skills. */
export function TeachingEntryLists() {
  const { t } = useTranslation('accounts');
  const fieldError = useFieldError();
  const {
    register,
    formState: { errors },
  } = useFormContext<TeachingFormInput>();

  return (
    <>
      <EntryListFields
        name="educations"
        legend={t('teaching.educations')}
        itemLabel={t('teaching.education')}
        max={20}
        emptyRow={{ school: '', degree: '', field_of_study: '', end_date: '', grade: '', highest_education: false }}
        fields={[
          { name: 'school', label: t('teaching.school'), required: true },
          { name: 'degree', label: t('teaching.degree') },
          { name: 'field_of_study', label: t('teaching.fieldOfStudy') },
          { name: 'end_date', label: t('teaching.endDate'), placeholder: t('teaching.endDateHint') },
          { name: 'grade', label: t('teaching.grade') },
          { name: 'highest_education', label: t('teaching.highestEducation'), kind: 'checkbox' },
        ]}
      />
      <EntryListFields
        name="certificates"
        legend={t('teaching.certificates')}
        itemLabel={t('teaching.certificate')}
        max={20}
        emptyRow={{ title: '', issuing_organization: '' }}
        fields={[
          { name: 'title', label: t('teaching.certificateTitle'), required: true },
          { name: 'issuing_organization', label: t('teaching.issuingOrganization') },
        ]}
      />
      <EntryListFields
        name="relevant_units"
        legend={t('teaching.relevantUnits')}
        itemLabel={t('teaching.relevantUnit')}
        max={50}
        emptyRow={{ subject: '', units: '' }}
        fields={[
          { name: 'subject', label: t('teaching.subject'), required: true },
          { name: 'units', label: t('teaching.units') },
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('teaching.relevantSubject')} error={fieldError(errors.relevant_subject)} {...register('relevant_subject')} />
        <TextInput label={t('teaching.relevantOrganization')} error={fieldError(errors.relevant_organization)} {...register('relevant_organization')} />
      </SimpleGrid>
      <EntryListFields
        name="employments"
        legend={t('teaching.employments')}
        itemLabel={t('teaching.employment')}
        max={20}
        emptyRow={{ job_title: '', company: '', currently_employed: false }}
        fields={[
          { name: 'job_title', label: t('teaching.jobTitle'), required: true },
          { name: 'company', label: t('teaching.company') },
          { name: 'currently_employed', label: t('teaching.currentlyEmployed'), kind: 'checkbox' },
        ]}
      />
      <EntryListFields
        name="language_skills"
        legend={t('teaching.languageSkills')}
        itemLabel={t('teaching.languageSkill')}
        max={20}
        emptyRow={{ language: '', level: 'Entry' }}
        fields={[
          { name: 'language', label: t('teaching.language'), required: true },
          {
            name: 'level',
            label: t('teaching.level'),
            kind: 'select',
            options: LANGUAGE_LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) })),
          },
        ]}
      />
    </>
  );
}
