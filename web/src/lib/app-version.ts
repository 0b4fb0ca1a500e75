/**
 * Spec §9: the installed app version. The settings and about pages and the native update check all read
 * this one constant; app-version.test.ts keeps it equal to package.json's version, which the build stamps.
 */
export const APP_VERSION = '1.3.3';
