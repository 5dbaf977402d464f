/**
 * Lower case without accents (búsqueda → busqueda): search matches either spelling, and a cloze
 * answer is not marked wrong for an accent.
 */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
