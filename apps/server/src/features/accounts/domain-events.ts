import { z } from 'zod';
import { defineEvent } from '../../events/define-event';

const mailedLink = z.object({ userId: z.number().int(), to: z.string(), siteLanguage: z.string(), link: z.string() });

/** A verification link was issued (sign-up, or "resend"); its token is in the link. */
export const verificationRequested = defineEvent({ name: 'accounts.verification-requested', payload: mailedLink });
/** A password-reset link was issued. */
export const passwordResetRequested = defineEvent({ name: 'accounts.password-reset-requested', payload: mailedLink });
/** The owner of an account proved the address by following the verification link. */
export const emailVerified = defineEvent({ name: 'accounts.email-verified', payload: z.object({ userId: z.number().int() }) });
