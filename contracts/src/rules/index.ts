export * from './account';
export * from './feedback';
export * from './money-forms';
export * from './personal-data';
export * from './records';
export * from './text';
export * from './partner';
export * from './chat';
