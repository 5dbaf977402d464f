import type { RouteObject } from 'react-router';

/**
 * The account screens, composed into the router by app/. Paths are absolute (spec 01 §2):
 * /admin/login, /admin/register, /admin/forget-password, /admin/reset-password/:token,
 * /admin/email/verify/:token, /admin/email-resend, /admin/google/auth/{register,login}/failed,
 * /admin/google/auth/success, /setting, /mentors, /mentors/resume/:id.
 * (Being filled in by the accounts UI work; each entry uses `lazy`.)
 */
export const authPageRoutes: RouteObject[] = [];
/** Routes rendered inside the public layout (header and footer): /setting, /mentors, /mentors/resume/:id. */
export const accountPageRoutes: RouteObject[] = [];
