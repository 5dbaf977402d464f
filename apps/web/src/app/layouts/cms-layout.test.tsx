import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITOR_ABILITIES, ROLE_ABILITIES } from '../../test/abilities';
import { mockFetch, renderInShell } from '../../test/render';
import { cmsPageAbility, CmsLayout } from './cms-layout';

const me = (abilities: string[]) => ({
  id: 9,
  email: 'ed@example.com',
  nick_name: 'Ed',
  avatar: null,
  user_role: 'Member',
  learning_language: 'Spanish',
  site_language: 'English',
  is_paid: false,
  is_verified: true,
  abilities,
});

async function openCms(route: string, abilities: string[]) {
  localStorage.setItem('token', 'test-token');
  mockFetch((url) => (url.endsWith('/user/me') ? { status: 200, body: me(abilities) } : { status: 404, body: { detail: 'Not found' } }));
  return renderInShell(<CmsLayout />, {
    route,
    path: '/cms/*',
  });
}

describe('the CMS layout asks the abilities, not the role (decision 0080)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('admits a Member given can_edit_article to the article pages, with a menu of what they may use', async () => {
    await openCms('/cms/articleList', EDITOR_ABILITIES);
    const menu = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(menu).getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/cms/articleList');
    expect(within(menu).queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.queryByText("This area isn't open to you")).not.toBeInTheDocument();
  });

  it('sends an editor opening Administration to the article list, and says no on an admin page', async () => {
    const { router, unmount } = await openCms('/cms', EDITOR_ABILITIES);
    await screen.findByRole('navigation', { name: 'Administration' });
    expect(router.state.location.pathname).toBe('/cms/articleList');
    unmount();
    vi.unstubAllGlobals();
    await openCms('/cms/orderlist', EDITOR_ABILITIES);
    expect(await screen.findByText("This area isn't open to you")).toBeInTheDocument();
  });

  it("names every link of the admin's menu in words, never by a translation key", async () => {
    await openCms('/cms/index', ROLE_ABILITIES.Admin);
    const menu = await screen.findByRole('navigation', { name: 'Administration' });
    const names = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent ?? '');
    expect(names).toContain('Testimonials');
    expect(names.filter((n) => /^[a-z]+(\.[A-Za-z]+)+$/.test(n.trim()))).toEqual([]);
  });

  it('turns a learner without abilities away', async () => {
    await openCms('/cms', ROLE_ABILITIES.Member);
    expect(await screen.findByText("This area isn't open to you")).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('maps each page to the ability the API it calls checks', () => {
    expect(cmsPageAbility('/cms/articleEdit/12')).toBe('edit_articles');
    expect(cmsPageAbility('/cms/categoryList')).toBe('edit_articles');
    expect(cmsPageAbility('/cms/VideoEdit/3')).toBe('edit_transcripts');
    expect(cmsPageAbility('/cms/videoCategory')).toBe('curate_videos');
    expect(cmsPageAbility('/cms/orderlist')).toBe('manage_orders');
    expect(cmsPageAbility('/cms/index')).toBe('administer');
    expect(cmsPageAbility('/cms/debatelist')).toBe('administer');
  });
});

describe('the current page in the CMS menu', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  const current = (menu: HTMLElement) =>
    within(menu)
      .getAllByRole('link')
      .filter((a) => a.classList.contains('active'))
      .map((a) => a.textContent);

  it('editing an article marks the article list, not "New article"; the empty form marks "New article"', async () => {
    const { unmount } = await openCms('/cms/articleEdit/5', ROLE_ABILITIES.Admin);
    expect(current(await screen.findByRole('navigation', { name: 'Administration' }))).toEqual(['Articles']);
    unmount();
    vi.unstubAllGlobals();
    await openCms('/cms/articleEdit', ROLE_ABILITIES.Admin);
    expect(current(await screen.findByRole('navigation', { name: 'Administration' }))).toEqual(['New article']);
  });

  it('an event, an issue and a testimonial being edited mark their lists', async () => {
    for (const [route, list] of [
      ['/cms/eventEdit/3', 'Events'],
      ['/cms/magazineEdit/2', 'Magazines'],
      ['/cms/testimonialEdit', 'Testimonials'],
    ]) {
      const { unmount } = await openCms(route, ROLE_ABILITIES.Admin);
      expect([route, current(await screen.findByRole('navigation', { name: 'Administration' }))]).toEqual([route, [list]]);
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
