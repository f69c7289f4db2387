export * from './resume-document.ts';
