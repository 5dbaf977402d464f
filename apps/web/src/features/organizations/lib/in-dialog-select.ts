/**
 * A select inside a dialog: its list opens in the dialog, not at the end of <body> outside every
 * landmark (axe: region), 'fixed' so the dialog's scrolling does not clip it; and the list scrolls
 * as the listbox itself, which the field controls, not in an unnamed scroll area around it that the
 * keyboard cannot reach (axe: scrollable-region-focusable).
 */
export const inDialogSelect = {
  comboboxProps: { withinPortal: false, floatingStrategy: 'fixed' },
  withScrollArea: false,
  styles: { options: { maxHeight: 220, overflowY: 'auto' } },
} as const;
