// Types of process-lock.mjs (plain JavaScript: scripts/build-lock.mjs uses it before anything is compiled).
export declare function identityOf(pid: number): string;
export declare function tryLock(file: string): { release: () => void; owner?: undefined } | { owner: number; release?: undefined };
