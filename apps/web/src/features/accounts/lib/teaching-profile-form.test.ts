import { describe, expect, it } from 'vitest';
import { teachingProfileFormSchema, type TeachingFormInput } from './teaching-profile-form';

const blank: TeachingFormInput = {
  teaching_language: '',
  country_region: '',
  city_town: '',
  postal_code: '',
  time_flexibility: '',
  location_flexibility: '',
  year_of_teaching_experience: '',
  educations: [],
  certificates: [],
  relevant_units: [],
  relevant_subject: '',
  relevant_organization: '',
  employments: [],
  language_skills: [],
  skills: [],
  about: '',
  autobiography: '',
};

describe('teachingProfileFormSchema', () => {
  it('turns empty inputs into null and drops blank optional entry fields', () => {
    const out = teachingProfileFormSchema.parse({
      ...blank,
      year_of_teaching_experience: 4,
      educations: [{ school: ' Normal University ', degree: '', field_of_study: 'Chinese', end_date: '', grade: '', highest_education: true }],
    });
    expect(out.teaching_language).toBeNull();
    expect(out.country_region).toBeNull();
    expect(out.year_of_teaching_experience).toBe(4);
    expect(out.educations).toEqual([{ school: 'Normal University', field_of_study: 'Chinese', highest_education: true }]);
  });

  it('requires the first field of each entry', () => {
    const res = teachingProfileFormSchema.safeParse({ ...blank, certificates: [{ title: '  ', issuing_organization: 'HSK' }] });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ path: ['certificates', 0, 'title'], message: 'Field required' });
  });

  it('only accepts the skills of the specification', () => {
    expect(teachingProfileFormSchema.safeParse({ ...blank, skills: ['teamwork', 'juggling'] }).success).toBe(false);
  });
});
