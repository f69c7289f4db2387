export * from './applications.ts';
export * from './constants.ts';
export * from './contact.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './identity.ts';
export * from './settings.ts';
export * from './users.ts';
