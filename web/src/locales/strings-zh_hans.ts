import { validationZhHans } from '@contracts/messages/validation-zh_hans';
import { languageStrings } from './language-strings';

/** Every Simplified Chinese string, downloaded only when Chinese is shown. */
export default languageStrings('zh_hans', import.meta.glob('./zh_hans/*.json', { eager: true, import: 'default' }), validationZhHans);
