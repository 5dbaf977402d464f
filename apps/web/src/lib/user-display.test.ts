import { describe, expect, it } from 'vitest';
import { avatarUrl, contactOf, displayName } from './user-display';

describe('displayName', () => {
  it.each([
    [{ nick_name: 'Mei', email: 'mei@example.com' }, 'Mei'],
    [{ nick_name: '  ', email: 'carlos.r@example.com' }, 'carlos.r'],
    [{ nick_name: null, email: 'ana@school.org' }, 'ana'],
    [{ email: 'no-at-sign' }, 'no-at-sign'],
  ])('%o → %s', (user, expected) => expect(displayName(user)).toBe(expected));
});

describe('avatarUrl', () => {
  it('uses the stored file, else the default image', () => {
    expect(avatarUrl({ file_id: 'abc123' })).toBe('/api/v1/user/avatar/storage/abc123');
    expect(avatarUrl(null)).toBe('/api/v1/user/avatar/storage/default');
  });
});

describe('contactOf', () => {
  it('is the e-mail, or the sign-in name of a learner account without e-mail (decision 0092)', () => {
    expect(contactOf({ email: 'ana@school.org' })).toBe('ana@school.org');
    expect(contactOf({ email: 'kidone5287@learners.lingbridge.invalid' })).toBe('kidone5287');
  });
});
