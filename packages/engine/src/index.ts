// Public API of the resume engine. The engine is pure: bytes and text in, data and documents out.
// Time, ids and locale are passed in; nothing here touches the network, a database or process.env.
export * from './analyze/index.ts';
export { type HtmlTextOptions, htmlToText } from './html/html-text.ts';
export * from './improve/index.ts';
export * from './model/index.ts';
export { fixMisEncoding } from './parse/extract/mis-encoding.ts';
export * from './parse/index.ts';
export * from './render/index.ts';
