// The query cache's hydration, loaded only when a server-rendered page is taken over (main.tsx).
export { hydrate } from '@tanstack/react-query';
