/**
 * A module loaded the first time it is needed. A load that fails (offline, or a chunk gone after a
 * deploy) is forgotten, so the next need tries again: a cached rejection (what React.lazy keeps)
 * would leave the menu dead until the page is reloaded, even once the connection is back.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    }));
}
