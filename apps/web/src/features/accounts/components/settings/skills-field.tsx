import { TEACHING_SKILLS } from '@lingbridge/contracts/accounts';
import { Checkbox, SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TeachingFormInput } from '../../lib/teaching-profile-form';

/** The skills of spec 01 §3 as checkboxes. */
export function SkillsField() {
  const { t } = useTranslation('accounts');
  const { control } = useFormContext<TeachingFormInput>();
  return (
    <Controller
      control={control}
      name="skills"
      render={({ field }) => (
        <Checkbox.Group label={t('teaching.skills')} value={field.value} onChange={field.onChange}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
            {TEACHING_SKILLS.map((s) => (
              <Checkbox key={s} value={s} label={t(`skills.${s}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    />
  );
}
