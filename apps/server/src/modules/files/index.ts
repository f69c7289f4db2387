// The files module's public face: uploads and receipts are stored and read through a FileStore.
export { createFileStore, type FileStore } from './file-store.ts';
