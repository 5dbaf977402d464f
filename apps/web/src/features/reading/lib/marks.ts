// Shared by the lists and the reader: what the article marks look like.
export { LANG_ATTR } from '../../vocabulary/public/for-reading';

/** The Free mark: white text at 5.4:1 (Mantine's filled green gives 2.7:1, below WCAG AA for 11 px). */
export const FREE_COLOR = '#267a37';
