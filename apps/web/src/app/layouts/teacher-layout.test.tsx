import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_ABILITIES } from '../../test/abilities';
import { mockFetch, renderInShell } from '../../test/render';
import { TeacherLayout } from './teacher-layout';

const me = (user_role: string, abilities: string[]) => ({
  id: 9,
  email: 'kim@example.com',
  nick_name: 'Kim',
  avatar: null,
  user_role,
  learning_language: 'Spanish',
  site_language: 'English',
  is_paid: false,
  is_verified: true,
  abilities,
});

async function openTeacherArea(user: ReturnType<typeof me>) {
  localStorage.setItem('token', 'test-token');
  mockFetch((url) => (url.endsWith('/user/me') ? { status: 200, body: user } : { status: 404, body: { detail: 'Not found' } }));
  return renderInShell(
    <Routes>
      <Route path="/teacher/*" element={<TeacherLayout />}>
        <Route path="organization/group" element={<h1>The groups page</h1>} />
      </Route>
    </Routes>,
    { route: '/teacher/organization/group', path: '/*' },
  );
}

describe('the Teacher Center is for whoever may use it (decision 0210)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('keeps a learner who runs no class out, says why, and shows no teacher menu', async () => {
    await openTeacherArea(me('Member', ROLE_ABILITIES.Member));
    expect(await screen.findByRole('heading', { name: "This area isn't open to you" })).toBeInTheDocument();
    expect(screen.getByText(/The Teacher Center is for teachers, and for learners who run a class or a school/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The groups page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Teacher Center' })).not.toBeInTheDocument();
  });

  it('opens to a teacher, and to a learner who runs a class (the server gives them the ability)', async () => {
    const { unmount } = await openTeacherArea(me('Mentor', ROLE_ABILITIES.Mentor));
    expect(await screen.findByRole('heading', { name: 'The groups page' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Teacher Center' });
    expect(within(menu).getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/teacher/organization/group');
    unmount();
    vi.unstubAllGlobals();
    await openTeacherArea(me('Member', [...ROLE_ABILITIES.Member, 'use_teacher_center']));
    expect(await screen.findByRole('heading', { name: 'The groups page' })).toBeInTheDocument();
  });
});
