import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once while it succeeds: every caller gets the same module', async () => {
    const load = vi.fn(async () => ({ name: 'menus' }));
    const get = loadOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next need tries again (back online, the menu opens)', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('menus');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe('menus');
    await expect(get()).resolves.toBe('menus');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
