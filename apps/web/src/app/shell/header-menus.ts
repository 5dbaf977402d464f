// The header's dropdowns, loaded on first hover, focus or press: they bring the popover machinery
// (floating-ui), which the landing page does not need before someone opens one.
export { ConnectedAccountMenu } from './connected-account-menu';
export { EventsMenu } from './events-menu';
export { LearningLanguagePicker } from './learning-language-picker';
