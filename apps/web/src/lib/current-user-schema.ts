// Loaded on demand by current-user.ts, so the schema library stays out of the landing page's first bundle.
export { currentUserSchema } from '@hireproof/contract';
