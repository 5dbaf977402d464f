import { describe, expect, it } from 'vitest';
import { routePaths, withPlaceholders } from './merge-routes';

describe('withPlaceholders', () => {
  it('keeps a feature route and adds placeholders only for paths it does not answer', () => {
    const feature = [{ path: '/setting' }, { path: '/mentors', children: [{ path: 'resume/:id' }] }];
    const merged = withPlaceholders(feature, [{ path: '/setting' }, { path: '/mentors/resume/:id' }, { path: '/report' }]);
    expect(merged.map((r) => r.path)).toEqual(['/setting', '/mentors', '/report']);
  });

  it('lists absolute, lower-case paths of nested routes', () => {
    expect([...routePaths([{ path: 'user', children: [{ index: true }, { path: 'Quiz/:id' }] }])]).toEqual(['/user', '/user/quiz/:id']);
  });
});
