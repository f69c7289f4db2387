// The identity module's public face outside the modules (the app, the operator CLI, the access plugin).
export { type Auth, createAuth } from './auth.ts';
