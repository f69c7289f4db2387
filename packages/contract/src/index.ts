export * from './constants.ts';
export * from './contact.ts';
export * from './errors.ts';
export * from './settings.ts';
export * from './users.ts';
