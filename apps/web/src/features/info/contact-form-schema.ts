import { z } from 'zod';

/**
 * The contact message (spec 01 §3: name, e-mail, message). The spec shows no field rules, so these
 * are ours; messages are translation keys of the `info` namespace.
 */
export const contactSchema = z.object({
  name: z.string().trim().min(1, 'contact.errors.nameRequired').max(100, 'contact.errors.nameLong'),
  email: z.string().trim().min(1, 'contact.errors.emailRequired').pipe(z.email('contact.errors.emailInvalid')),
  message: z.string().trim().min(10, 'contact.errors.messageShort').max(2000, 'contact.errors.messageLong'),
});
export type ContactMessage = z.infer<typeof contactSchema>;
