import type { ActivityFeature } from '@lingbridge/contracts/learning-periods';

/** A named page of the tracker (spec 01 §3): its name, the feature it belongs to, and what it shows. */
export interface NamedPage {
  page: string;
  feature: ActivityFeature;
  /** The article or video shown, '' for none. */
  ref: string;
}

const id = (s: string | undefined) => (s && /^\d{1,9}$/.test(s) ? s : '');

/** Names the page at a location; the server adds time up per feature (read, watch, vocabulary, …). */
export function namePage(pathname: string, search = ''): NamedPage {
  const parts = pathname.split('/').filter(Boolean);
  const [a = '', b, c] = parts;
  const other = (page: string): NamedPage => ({ page, feature: 'other', ref: '' });
  switch (a) {
    case '':
      return other('home');
    case 'article':
    case 'free-article':
      return { page: 'article', feature: 'read', ref: id(b) };
    case 'read':
    case 'category':
    case 'level':
    case 'ArticleSearch':
      return { page: 'read', feature: 'read', ref: '' };
    case 'article-quiz':
      return { page: 'articleQuiz', feature: 'quiz', ref: id(b) };
    case 'videoplayer':
      return { page: 'videoplayer', feature: 'watch', ref: id(new URLSearchParams(search).get('v') ?? undefined) };
    case 'video':
      return { page: 'video', feature: 'watch', ref: '' };
    case 'speak':
    case 'debate':
    case 'speak-room':
    case 'minitalk':
    case 'roleplay':
      return { page: a, feature: 'speak', ref: '' };
    case 'user':
      if (b === 'vocabulary' || (b === 'watch' && c === 'sentencelist')) return { page: c ?? 'notebook', feature: 'vocabulary', ref: '' };
      if (b === 'quiz') return { page: 'myQuiz', feature: 'quiz', ref: id(c) };
      if (b === 'activities' || b === 'debate' || b === 'event') return { page: `user.${b}`, feature: 'speak', ref: '' };
      return other(`user.${(b ?? 'center').replace(/[^a-zA-Z0-9_-]/g, '').slice(0, 30) || 'center'}`);
    default:
      return other(a.replace(/[^a-zA-Z0-9_-]/g, '').slice(0, 39) || 'page');
  }
}
