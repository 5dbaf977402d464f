import type { IconName } from '../icons';

/** The modal kinds, by the message codes of spec 01 §4 Modals. */
export const MODAL_CODES = [
  'subscribe',
  'registration',
  'refresh',
  'confirm',
  'reset-password',
  'createdebate',
  'cancel',
  'videosuccess',
  'videofail',
  'buy-a-ticket',
  'join-team',
  'cancel-debate',
  'reload',
  'chatnow',
  'pro',
  'delete-discussion',
  'delete-sentence',
  'registration-close',
  'debate-cancel',
  'kick-member',
] as const;
export type ModalCode = (typeof MODAL_CODES)[number];

/**
 * What a button does: `confirm` runs the caller's onConfirm (or the kind's default) and resolves
 * `open()` with true; `cancel` closes and resolves false; `to` closes and goes to a route.
 */
export type ModalButton = {
  /** Key in the `modals` namespace for the label. */
  label: string;
  action: 'confirm' | 'cancel' | { to: string };
  variant?: 'filled' | 'default' | 'subtle';
  danger?: boolean;
};

export type ModalKind = {
  icon: IconName;
  tone: 'info' | 'success' | 'warning' | 'danger';
  /** Buttons from left to right; the last is the main one. */
  buttons: ModalButton[];
  /** What confirm does when the caller gives no onConfirm. */
  defaultConfirm?: { to: string } | 'reload';
  /** Interpolation values used when the caller gives none (keys in the `modals` namespace). */
  defaultValues?: Record<string, string>;
};

const cancel = (label = 'buttons.notNow'): ModalButton => ({ label, action: 'cancel', variant: 'default' });
const danger = (label: string, back = 'buttons.cancel'): ModalButton[] => [cancel(back), { label, action: 'confirm', danger: true }];

export const MODAL_KINDS: Record<ModalCode, ModalKind> = {
  subscribe: {
    icon: 'star',
    tone: 'info',
    buttons: [cancel(), { label: 'buttons.seePlans', action: 'confirm' }],
    defaultConfirm: { to: '/subscribe' },
  },
  registration: {
    icon: 'user',
    tone: 'info',
    buttons: [
      { label: 'buttons.logIn', action: { to: '/admin/login' }, variant: 'default' },
      { label: 'buttons.signUp', action: 'confirm' },
    ],
    defaultConfirm: { to: '/admin/register' },
    defaultValues: { feature: 'defaults.feature' },
  },
  refresh: {
    icon: 'history',
    tone: 'info',
    buttons: [cancel('buttons.later'), { label: 'buttons.refresh', action: 'confirm' }],
    defaultConfirm: 'reload',
  },
  confirm: { icon: 'quiz', tone: 'info', buttons: [cancel('buttons.cancel'), { label: 'buttons.confirm', action: 'confirm' }] },
  'reset-password': {
    icon: 'lock',
    tone: 'success',
    buttons: [{ label: 'buttons.logIn', action: 'confirm' }],
    defaultConfirm: { to: '/admin/login' },
  },
  createdebate: {
    icon: 'check',
    tone: 'success',
    buttons: [cancel('buttons.close'), { label: 'buttons.viewEvent', action: 'confirm' }],
    defaultConfirm: { to: '/user/activities' },
  },
  cancel: { icon: 'alert', tone: 'warning', buttons: danger('buttons.cancelSubscription', 'buttons.keepPlan') },
  videosuccess: {
    icon: 'check',
    tone: 'success',
    buttons: [cancel('buttons.later'), { label: 'buttons.openVideo', action: 'confirm' }],
    defaultConfirm: { to: '/user/watch/videolist' },
  },
  videofail: {
    icon: 'alert',
    tone: 'danger',
    buttons: [cancel('buttons.close'), { label: 'buttons.tryAnother', action: 'confirm' }],
    defaultConfirm: { to: '/video' },
  },
  'buy-a-ticket': {
    icon: 'calendar',
    tone: 'info',
    buttons: [cancel('buttons.cancel'), { label: 'buttons.getTicket', action: 'confirm' }],
  },
  'join-team': { icon: 'users', tone: 'info', buttons: [cancel('buttons.cancel'), { label: 'buttons.joinTeam', action: 'confirm' }] },
  'cancel-debate': { icon: 'alert', tone: 'danger', buttons: danger('buttons.cancelEvent', 'buttons.keepEvent') },
  reload: {
    icon: 'wifiOff',
    tone: 'warning',
    buttons: [{ label: 'buttons.reload', action: 'confirm' }],
    defaultConfirm: 'reload',
  },
  chatnow: {
    icon: 'message',
    tone: 'info',
    buttons: [cancel('buttons.later'), { label: 'buttons.chatNow', action: 'confirm' }],
    defaultValues: { name: 'defaults.name' },
  },
  pro: {
    icon: 'star',
    tone: 'info',
    buttons: [cancel(), { label: 'buttons.goPro', action: 'confirm' }],
    defaultConfirm: { to: '/subscribe' },
  },
  'delete-discussion': { icon: 'alert', tone: 'danger', buttons: danger('buttons.delete') },
  'delete-sentence': { icon: 'alert', tone: 'danger', buttons: danger('buttons.delete') },
  'registration-close': {
    icon: 'calendar',
    tone: 'warning',
    buttons: [cancel('buttons.close'), { label: 'buttons.seeEvents', action: 'confirm' }],
    defaultConfirm: { to: '/speak/list' },
  },
  'debate-cancel': {
    icon: 'calendar',
    tone: 'warning',
    buttons: [cancel('buttons.close'), { label: 'buttons.seeEvents', action: 'confirm' }],
    defaultConfirm: { to: '/speak/list' },
  },
  'kick-member': {
    icon: 'users',
    tone: 'danger',
    buttons: danger('buttons.remove'),
    defaultValues: { name: 'defaults.member' },
  },
};
