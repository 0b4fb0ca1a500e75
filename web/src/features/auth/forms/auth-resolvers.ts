import { ForgotPasswordForm, LoginForm, RegistrationForm, ResetByCodeForm } from '@contracts/rules/account';
import type { ContractResolver } from '@web/components/contract-form';
import { contractResolver } from '@web/components/contract-resolver';

/** The auth forms' contract schemas, imported lazily by their pages (lib/lazy-resolver.ts). */
export const loginResolver = contractResolver(LoginForm);
export const forgotPasswordResolver = contractResolver(ForgotPasswordForm);
export const resetByCodeResolver = contractResolver(ResetByCodeForm);

const registrationSchemaResolver = contractResolver(RegistrationForm);

/**
 * zod runs an object's refinements only once every field passes, so the contract's "passwords must
 * match" would stay silent while any other field is still wrong. The same rule, checked on its own,
 * tells the player at once.
 */
export const registrationResolver: ContractResolver<typeof RegistrationForm> = async (values, context, options) => {
  const result = await registrationSchemaResolver(values, context, options);
  const mismatch = values.confirmPassword !== '' && values.password !== values.confirmPassword;
  if (mismatch && !result.errors.confirmPassword) {
    return { values: {}, errors: { ...result.errors, confirmPassword: { type: 'custom', message: 'password.mismatch' } } };
  }
  return result;
};
