import { PASSWORD_MESSAGES, password, registerFields } from '@lingbridge/contracts/accounts';
import { z } from 'zod';

export const PASSWORD_MISMATCH = PASSWORD_MESSAGES.mismatch;

const confirmationMatches = (v: { password?: unknown; confirm_password?: unknown }) => v.password === v.confirm_password;
// Checked even when another field is invalid, so every problem shows at once.
const confirmationCheck = { message: PASSWORD_MISMATCH, path: ['confirm_password'], when: () => true };

/** Sign-up: the contract's body plus a confirmation that must equal the password (spec 01 §5). */
export const registerFormSchema = registerFields.extend({ confirm_password: z.string() }).refine(confirmationMatches, confirmationCheck);
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

/** Reset: a new password under the contract's rule, and its confirmation. */
export const resetFormSchema = z.object({ password, confirm_password: z.string() }).refine(confirmationMatches, confirmationCheck);
export type ResetFormValues = z.input<typeof resetFormSchema>;

/** Change in settings: the current password too (the server checks it). */
export const changePasswordSchema = z
  .object({ current_password: z.string().min(1, 'Field required').max(128), password, confirm_password: z.string() })
  .refine(confirmationMatches, confirmationCheck);
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
