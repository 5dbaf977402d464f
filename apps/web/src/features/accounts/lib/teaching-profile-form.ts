import { certificate, education, employment, languageSkill, relevantUnit, TEACHING_SKILLS, type CurrentUser } from '@lingbridge/contracts/accounts';
import { LEARNING_LANGUAGES, plainText } from '@lingbridge/contracts/common';
import { z } from 'zod';

// Inputs hold '' for "nothing"; the API stores null.
const nullableText = (max: number) =>
  plainText(max)
    .nullable()
    .transform((v) => v || null);
const required = (max: number) => plainText(max).min(1, 'Field required');
/** Entries without the optional fields left empty, so the profile stores no blank strings. */
const entries = <T extends z.ZodObject>(entry: T, max: number) =>
  z
    .array(entry)
    .max(max)
    .transform((rows) => rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== '')) as z.output<T>));

/**
 * The teaching profile of spec 01 §3 as a form: the contract's entry schemas, with the first field
 * of each entry required so no empty rows are saved.
 */
export const teachingProfileFormSchema = z.object({
  teaching_language: z.enum([...LEARNING_LANGUAGES, '']).transform((v) => v || null),
  country_region: nullableText(100),
  city_town: nullableText(100),
  postal_code: nullableText(20),
  time_flexibility: nullableText(200),
  location_flexibility: nullableText(200),
  year_of_teaching_experience: z.union([z.number().int().min(0).max(80), z.literal('')]).transform((v) => (v === '' ? null : v)),
  educations: entries(education.extend({ school: required(200) }), 20),
  certificates: entries(certificate.extend({ title: required(200) }), 20),
  relevant_units: entries(relevantUnit.extend({ subject: required(200) }), 50),
  relevant_subject: nullableText(200),
  relevant_organization: nullableText(200),
  employments: entries(employment.extend({ job_title: required(200) }), 20),
  language_skills: entries(languageSkill.extend({ language: required(50) }), 20),
  skills: z.array(z.enum(TEACHING_SKILLS)).max(TEACHING_SKILLS.length),
  about: nullableText(2000),
  autobiography: nullableText(10000),
});
export type TeachingFormInput = z.input<typeof teachingProfileFormSchema>;
export type TeachingFormOutput = z.output<typeof teachingProfileFormSchema>;
export type EntryListName = 'educations' | 'certificates' | 'relevant_units' | 'employments' | 'language_skills';
export const TEACHING_FIELD_NAMES = Object.keys(teachingProfileFormSchema.shape);

/** The form's starting values from the current user. */
export function toTeachingFormValues(u: CurrentUser): TeachingFormInput {
  const text = (v: string | null) => v ?? '';
  return {
    teaching_language: u.teaching_language ?? '',
    country_region: text(u.country_region),
    city_town: text(u.city_town),
    postal_code: text(u.postal_code),
    time_flexibility: text(u.time_flexibility),
    location_flexibility: text(u.location_flexibility),
    year_of_teaching_experience: u.year_of_teaching_experience ?? '',
    educations: u.educations,
    certificates: u.certificates,
    relevant_units: u.relevant_units,
    relevant_subject: text(u.relevant_subject),
    relevant_organization: text(u.relevant_organization),
    employments: u.employments,
    language_skills: u.language_skills,
    skills: u.skills,
    about: text(u.about),
    autobiography: text(u.autobiography),
  };
}
