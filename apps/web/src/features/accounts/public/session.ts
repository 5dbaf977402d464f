// The accounts feature's public surface: who is signed in, for other features' pages.
export { useSession } from '../hooks/use-session';
