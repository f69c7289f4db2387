export * from './dates.ts';
export * from './facts.ts';
export * from './ids.ts';
export * from './json-resume.ts';
export * from './resume-document.ts';
