import { describe, expect, it } from 'vitest';
import { issueTitle } from './names';

describe('the current issue title', () => {
  const issue = { title: '夏天号 · Verano', title_en: 'Summer issue' };

  it('is the issue’s own title for a Chinese or Spanish interface, and its English title for an English one', () => {
    expect(issueTitle(issue, 'zh')).toBe('夏天号 · Verano');
    expect(issueTitle(issue, 'es')).toBe('夏天号 · Verano');
    expect(issueTitle(issue, 'en')).toBe('Summer issue');
  });

  it('falls back to the own title when there is no English one', () => {
    expect(issueTitle({ title: '春天号', title_en: '' }, 'en')).toBe('春天号');
  });
});
