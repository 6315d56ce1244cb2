// The public entry of modules/auth (decision 0030): what other units use of it.
export { accountRoutes } from './account-routes.ts';
export { createAdminsRepository, type Admin, type AdminsRepository } from './admins-repository.ts';
export { authRoutes } from './auth-routes.ts';
export { ensureFirstAdmin, prepareFirstAdmin } from './first-admin.ts';
export {
  createLoginThrottle,
  failedLoginsPerAddress,
  throttleKey,
  wrongCodesPerAccount,
} from './login-throttle.ts';
export { newPasswordProblem, type PasswordSchool } from './password-policy.ts';
export { generatePassword, hashPassword } from './password.ts';
export {
  createSessionsRepository,
  hashToken,
  type SessionsRepository,
  type SignedInAdmin,
} from './sessions-repository.ts';
export { createTwoFactorRepository } from './two-factor-repository.ts';
export { createWrongCodesLimit } from './wrong-codes-limit.ts';
