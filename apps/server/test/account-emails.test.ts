import { describe, expect, it } from 'vitest';
import { renderAccountEmail } from '../src/features/accounts/emails';

// Learners are 7 to 25: the Chinese mails speak to them as the interface does, with 你, never the
// formal 您 (the Spanish ones use tú for the same reason).
describe('account e-mails', () => {
  const link = 'http://localhost:3000/verify?token=a&b';

  it.each(['verify', 'reset'] as const)('%s in Chinese says 你, carries the link and is marked zh', (kind) => {
    const mail = renderAccountEmail(kind, 'Simplified_Chinese', link);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('您');
    expect(mail.text).toContain('你');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('lang="zh"');
    expect(mail.html).toContain('href="http://localhost:3000/verify?token=a&amp;b"');
  });

  it('falls back to English for an unknown site language', () => {
    expect(renderAccountEmail('reset', 'Klingon', link).subject).toBe('Reset your Lingbridge password');
  });
});
