/** The platform's own settings and clock: the same for every player and language. */
export const commonKeys = {
  all: ['common'] as const,
  systemInfo: () => [...commonKeys.all, 'systemInfo'] as const,
};
