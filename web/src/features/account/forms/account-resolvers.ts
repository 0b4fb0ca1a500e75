import { ChangePasswordForm } from '@contracts/rules/account';
import { personalDataForm } from '@contracts/rules/personal-data';
import type { ContractResolver } from '@web/components/contract-form';
import { contractResolver } from '@web/components/contract-resolver';

/** The account forms' contract schemas, imported lazily by their pages (lib/lazy-resolver.ts). */
const changePasswordSchemaResolver = contractResolver(ChangePasswordForm);

/**
 * zod runs the object's refinements (match, differs from the old one) only once every field passes; the
 * same rules checked on their own tell the player at once, as the registration form does.
 */
export const changePasswordResolver: ContractResolver<typeof ChangePasswordForm> = async (values, context, options) => {
  const result = await changePasswordSchemaResolver(values, context, options);
  const errors = { ...result.errors };
  if (values.confirmPassword !== '' && values.newPassword !== values.confirmPassword && !errors.confirmPassword) {
    errors.confirmPassword = { type: 'custom', message: 'password.mismatch' };
  }
  if (values.newPassword !== '' && values.newPassword === values.oldPassword && !errors.newPassword) {
    errors.newPassword = { type: 'custom', message: 'password.sameAsOld' };
  }
  return Object.keys(errors).length > Object.keys(result.errors).length ? { values: {}, errors } : result;
};

/** Built with the server's clock (lib/server-clock), as the server checks "over 18" with its own. */
export const personalDataResolver = (nowMs: number) => contractResolver(personalDataForm(nowMs));
