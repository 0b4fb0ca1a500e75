/** The mock server's own messages (business refusals, envelope texts). Same keys in zh_hans.ts. */
export const en = {
  success: 'success',
  notImplemented: 'not implemented',
  internal: 'internal error',
  'request.malformed': 'The request body is not valid JSON',
  'request.unsupportedType': 'Unsupported content type {{type}}',
  'request.unknownPath': 'Unknown API path: {{path}}',
  'request.method': '{{path}} must be called with {{method}}',
  'auth.required': 'Please log in first',
  'auth.expired': 'Your session has expired, please log in again',
  'fault.error': 'Injected error',
  'register.usernameTaken': 'This username is already taken',
  'register.inviteUnknown': 'This invitation code does not exist',
  'login.failed': 'Incorrect username or password. {{left}} attempt(s) left before the account is locked for {{minutes}} minutes',
  'login.lockedNow': 'Too many failed attempts: this account is locked for {{minutes}} minutes',
  'login.locked': 'This account is locked after too many failed attempts. Try again in {{minutes}} minute(s)',
  'upload.authorization': 'The Authorization header must carry your user id (uid)',
  'upload.notMultipart': 'Send the image as multipart/form-data',
  'balance.insufficient': 'Insufficient balance',
  'update.desc': 'Faster game loading, a clearer deposit page and bug fixes.',
  'system.siteName': 'Star Harbour',
  'system.serviceHours': '24 hours a day, 7 days a week',
  'config.announcement': 'Welcome to Star Harbour! New members get a first-deposit bonus.',
} as const;

export type MessageKey = keyof typeof en;
