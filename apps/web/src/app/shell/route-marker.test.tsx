import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteMarker } from './route-marker';

describe('<html data-route> and data-navigating', () => {
  it('names the page on screen only once it has rendered, and marks the load of a lazy page in between', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((r) => (release = r));
    const router = createMemoryRouter(
      [
        { path: '/a', element: <RouteMarker /> },
        {
          path: '/b',
          lazy: async () => {
            await loaded;
            return { element: <RouteMarker /> };
          },
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    const html = document.documentElement;
    expect(html.getAttribute('data-route')).toBe('/a');
    expect(html.hasAttribute('data-navigating')).toBe(false);
    let done!: Promise<void>;
    act(() => {
      done = router.navigate('/b');
    });
    // The old page is still on screen: the marker says so, and that the next one is loading.
    expect(html.getAttribute('data-route')).toBe('/a');
    expect(html.hasAttribute('data-navigating')).toBe(true);
    await act(async () => {
      release();
      await done;
    });
    expect(html.getAttribute('data-route')).toBe('/b');
    expect(html.hasAttribute('data-navigating')).toBe(false);
  });
});
