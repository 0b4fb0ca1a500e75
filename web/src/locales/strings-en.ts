import { validationEn } from '@contracts/messages/validation-en';
import { languageStrings } from './language-strings';

/** Every English string, downloaded only when English is shown. */
export default languageStrings('en', import.meta.glob('./en/*.json', { eager: true, import: 'default' }), validationEn);
