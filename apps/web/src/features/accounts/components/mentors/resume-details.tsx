import type { PublicUser } from '@lingbridge/contracts/accounts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResumeLine, ResumeSection } from './resume-section';

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** Education, certificates, work, language skills and skills of a public profile. */
export function ResumeDetails({ profile: p }: { profile: PublicUser }) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <ResumeSection
        title={t('teaching.educations')}
        items={p.educations.map((e) => (
          <ResumeLine
            main={joined(e.school, e.highest_education ? t('teaching.highestEducation') : null)}
            detail={joined(e.degree, e.field_of_study, e.end_date, e.grade)}
          />
        ))}
      />
      <ResumeSection
        title={t('teaching.certificates')}
        items={p.certificates.map((c) => (
          <ResumeLine main={c.title} detail={c.issuing_organization} />
        ))}
      />
      <ResumeSection
        title={t('teaching.employments')}
        items={p.employments.map((e) => (
          <ResumeLine main={e.job_title} detail={joined(e.company, e.currently_employed ? t('teaching.currentlyEmployed') : null)} />
        ))}
      />
      <ResumeSection
        title={t('teaching.languageSkills')}
        items={p.language_skills.map((l) => (
          <ResumeLine main={l.language} detail={t(`levels.${l.level}`, { defaultValue: l.level })} />
        ))}
      />
      {p.skills.length > 0 && (
        <ResumeSection
          title={t('teaching.skills')}
          items={[
            <Group gap={6}>
              {p.skills.map((s) => (
                <Badge key={s} variant="light">
                  {t(`skills.${s}`, { defaultValue: s })}
                </Badge>
              ))}
            </Group>,
          ]}
        />
      )}
    </>
  );
}
