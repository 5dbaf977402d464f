/** Whether an id read from the address is one (`/cms/VideoEdit/abc` has none): a positive whole number. */
export const isRowId = (n: number) => Number.isInteger(n) && n > 0;
