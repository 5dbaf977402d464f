import { createTheme, mergeThemeOverrides, rem, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

/** Latin system fonts first; CJK faces follow so Chinese characters fall through to a proper font. */
export const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans SC', 'Noto Sans CJK SC', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Source Han Sans SC', sans-serif";

// The one accent: teal, with #0f766e as the primary shade (index 7).
const teal: MantineColorsTuple = ['#f0fdfa', '#ccfbf1', '#99f6e4', '#5eead4', '#2dd4bf', '#14b8a6', '#0d9488', '#0f766e', '#115e59', '#134e4a'];

/**
 * Every select list (Select, MultiSelect, Autocomplete, TagsInput and a hand-made Combobox) opens
 * where its field is: in the page's <main>, its header or its dialog, not at the end of <body>
 * outside every landmark (axe: region) and outside a modal dialog, where assistive technology cannot
 * reach it. 'fixed' keeps a scrolling parent (a table, a dialog's list, a panel) from clipping it.
 * The list stays in the document while closed (display: none, so out of the accessibility tree),
 * labelled by its field's label as the WAI-ARIA combobox pattern wants: a test finds the field by
 * its role, `getByRole('combobox', { name })`, not by its label alone.
 */
const inPlaceCombobox = { defaultProps: { withinPortal: false, floatingStrategy: 'fixed' } } as const;
/**
 * The list scrolls itself: the listbox the field controls, not an unnamed scroll area around it
 * that the keyboard cannot reach (axe: scrollable-region-focusable).
 */
const selfScrollingList = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: 220, overflowY: 'auto' } },
} as const;

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  colors: { teal },
  fontFamily: FONT_STACK,
  fontSizes: { xs: rem(14), sm: rem(15), md: rem(17), lg: rem(19), xl: rem(22) },
  lineHeights: { xs: '1.45', sm: '1.5', md: '1.65', lg: '1.65', xl: '1.6' },
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: rem(38), lineHeight: '1.2' },
      h2: { fontSize: rem(29), lineHeight: '1.25' },
      h3: { fontSize: rem(22), lineHeight: '1.3' },
      h4: { fontSize: rem(19), lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    // A dialog's header is a <header> inside its role="dialog" <section>: assistive technology (and
    // axe) take it for a second banner landmark beside the page's own. A plain block is enough.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // A menu's first child would be a focus placeholder with role="presentation" and a tabindex, which
    // is neither presentational nor a menu item; the dropdown itself takes focus instead (↓ reaches the items).
    // Like the select lists, a menu opens beside its button, inside the button's landmark (axe: region).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false, withinPortal: false } },
    // A tooltip too: shown beside what it names, in its landmark or dialog; 'fixed' so no scrolling parent clips it.
    Tooltip: { defaultProps: { withinPortal: false, floatingStrategy: 'fixed' } },
    Combobox: inPlaceCombobox,
    Select: selfScrollingList,
    MultiSelect: selfScrollingList,
    Autocomplete: selfScrollingList,
    TagsInput: selfScrollingList,
  },
});

/**
 * The theme in the interface language: every dialog's, drawer's and dismissible alert's close
 * button is named ("Close", "关闭", "Cerrar"), also where the component does not name it itself.
 */
export function localizedTheme(closeLabel: string): MantineThemeOverride {
  const named = { defaultProps: { 'aria-label': closeLabel } };
  return mergeThemeOverrides(theme, {
    components: { ModalCloseButton: named, DrawerCloseButton: named, Alert: { defaultProps: { closeButtonLabel: closeLabel } } },
  });
}

/**
 * Contrast fixes for WCAG AA: the default dimmed grey and the light variants' text colour are too
 * pale on white, so both move a few shades darker.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#525e6b',
    '--mantine-color-placeholder': '#6b7480',
    '--mantine-primary-color-light-color': 'var(--mantine-color-teal-8)',
    '--mantine-color-teal-light-color': 'var(--mantine-color-teal-8)',
    '--mantine-color-gray-light-color': '#3f4853',
    '--mantine-color-red-light-color': '#b42318',
    '--mantine-color-orange-light-color': '#9a3412',
    '--mantine-color-blue-light-color': '#1d4ed8',
    '--mantine-color-grape-light-color': '#7e22ce',
    '--mantine-color-anchor': 'var(--mantine-color-teal-8)',
  },
  dark: {},
});
