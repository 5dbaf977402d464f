import type { z } from 'zod';

/**
 * What a field that fails its schema reads when the schema sets no message of its own: short,
 * plain words instead of zod's type-talk ("Invalid input: expected string, received number";
 * decision 0213). A `{name}` is filled in with the limit or the allowed values; the web app
 * translates these like every server text (locales/<lang>/server.json, where they are patterns).
 * A message a schema sets (`.max(200, '…')`, `{ error: '…' }`) always wins over these.
 */
export const VALIDATION_MESSAGES = {
  required: 'Field required',
  notEmpty: 'Must not be empty',
  text: 'Must be text',
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  boolean: 'Must be true or false',
  list: 'Must be a list',
  object: 'Must be a group of fields',
  date: 'Must be a date',
  wrongType: 'Has the wrong type',
  maxChars: 'Must be at most {max} characters',
  minChars: 'Must be at least {min} characters',
  exactChars: 'Must be exactly {length} characters',
  maxItems: 'Must have at most {max} items',
  minItems: 'Must have at least {min} items',
  oneItem: 'Must have at least one item',
  exactItems: 'Must have exactly {length} items',
  atMost: 'Must be {max} or less',
  lessThan: 'Must be less than {max}',
  atLeast: 'Must be {min} or more',
  moreThan: 'Must be more than {min}',
  multipleOf: 'Must be a multiple of {step}',
  oneOf: 'Must be one of: {options}',
  email: 'Must be a valid e-mail address',
  url: 'Must be a valid web address',
  dateTime: 'Must be a date and time like 2026-05-01T09:30:00Z',
  isoDate: 'Must be a date like 2026-05-01',
  time: 'Must be a time like 09:30',
  format: 'Has the wrong format',
  unknownFields: 'Unknown field(s): {fields}',
  notAllowed: 'Is not one of the allowed values',
  badKey: 'Has a key that is not allowed',
  badItem: 'Has an item that is not valid',
  invalid: 'Is not valid',
} as const;

const M = VALIDATION_MESSAGES;
const fill = (text: string, name: string, value: unknown) => text.replace(`{${name}}`, String(value));
const list = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)))).join(', ');

const TYPES: Record<string, string> = {
  string: M.text,
  number: M.number,
  int: M.wholeNumber,
  bigint: M.wholeNumber,
  boolean: M.boolean,
  array: M.list,
  tuple: M.list,
  set: M.list,
  object: M.object,
  record: M.object,
  map: M.object,
  date: M.date,
};

const FORMATS: Record<string, string> = {
  email: M.email,
  url: M.url,
  datetime: M.dateTime,
  date: M.isoDate,
  time: M.time,
};

type Sized = { origin?: string; inclusive?: boolean; exact?: boolean };

function tooBig(issue: Sized & { maximum: number | bigint | Date | unknown }) {
  const max = issue.maximum instanceof Date ? issue.maximum.toISOString() : issue.maximum;
  if (issue.origin === 'string') return fill(issue.exact ? M.exactChars : M.maxChars, issue.exact ? 'length' : 'max', max);
  if (issue.origin === 'array' || issue.origin === 'set') return fill(issue.exact ? M.exactItems : M.maxItems, issue.exact ? 'length' : 'max', max);
  return fill(issue.inclusive === false ? M.lessThan : M.atMost, 'max', max);
}

function tooSmall(issue: Sized & { minimum: number | bigint | Date | unknown }) {
  const min = issue.minimum instanceof Date ? issue.minimum.toISOString() : issue.minimum;
  if (issue.origin === 'string') {
    if (issue.exact) return fill(M.exactChars, 'length', min);
    return Number(min) <= 1 ? M.notEmpty : fill(M.minChars, 'min', min);
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    if (issue.exact) return fill(M.exactItems, 'length', min);
    return Number(min) <= 1 ? M.oneItem : fill(M.minItems, 'min', min);
  }
  return fill(issue.inclusive === false ? M.moreThan : M.atLeast, 'min', min);
}

/**
 * zod's global error map (set in common.ts, server and client alike): the message of an issue whose
 * schema gave none. A missing field reads "Field required" (decision 0006).
 */
export function validationMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return M.required;
      if (issue.input === null) return M.notEmpty;
      return TYPES[issue.expected] ?? M.wrongType;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_value':
      return issue.values.length ? fill(M.oneOf, 'options', list(issue.values)) : M.notAllowed;
    case 'invalid_format':
      return FORMATS[issue.format] ?? M.format;
    case 'not_multiple_of':
      return fill(M.multipleOf, 'step', issue.divisor);
    case 'unrecognized_keys':
      return fill(M.unknownFields, 'fields', issue.keys.join(', '));
    case 'invalid_union':
      return M.notAllowed;
    case 'invalid_key':
      return M.badKey;
    case 'invalid_element':
      return M.badItem;
    default:
      return M.invalid;
  }
}
