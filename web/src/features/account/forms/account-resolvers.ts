import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordForm } from '@contracts/rules/account';
import { personalDataForm } from '@contracts/rules/personal-data';

/** The account forms' contract schemas, imported lazily by their pages (lib/lazy-resolver.ts). */
export const changePasswordResolver = zodResolver(ChangePasswordForm);
/** Built with the server's clock (lib/server-clock), as the server checks "over 18" with its own. */
export const personalDataResolver = (nowMs: number) => zodResolver(personalDataForm(nowMs));
