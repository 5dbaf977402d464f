/**
 * Where people can write to us. There is no contact endpoint yet, so the contact page hands the
 * message to the visitor's e-mail app. Set VITE_CONTACT_EMAIL at build time for a real address.
 */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'hello@lingbridge.local';
