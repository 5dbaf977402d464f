import { describe, expect, it } from 'vitest';
import { parseEmails } from './emails';

describe('parseEmails', () => {
  it('splits on lines, commas and spaces, lower-cases, drops repeats, and names what is not an address', () => {
    expect(parseEmails('Ana@School.test, li@school.test\nana@school.test  nope')).toEqual({ valid: ['ana@school.test', 'li@school.test'], invalid: ['nope'] });
    expect(parseEmails('  ')).toEqual({ valid: [], invalid: [] });
  });
});
