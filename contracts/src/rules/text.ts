import { z } from 'zod';
import type { ValidationKey } from '../messages/validation-en';

/** The spec's generic form helper: any empty or whitespace-only field is a failure. */
export const nonBlank = (key: ValidationKey = 'required') => z.string().trim().min(1, key);

/** Chinese characters, English letters, spaces between words and the name dot (· or .). */
export const NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z]+([ ·.•][\u4e00-\u9fa5A-Za-z]+)*$/;
