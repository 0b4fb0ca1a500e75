import { zodResolver } from '@hookform/resolvers/zod';
import { LoginForm, RegistrationForm } from '@contracts/rules/account';

/** The auth forms' contract schemas, imported lazily by their pages (lib/lazy-resolver.ts). */
export const loginResolver = zodResolver(LoginForm);
export const registrationResolver = zodResolver(RegistrationForm);
