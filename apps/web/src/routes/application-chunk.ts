import { routeChunk } from './route-chunk.ts';

/** The application page's chunk: the router routes to it and the dashboard fetches it ahead of a click. */
export const applicationChunk = routeChunk(() => import('./application-route.tsx'), 'ApplicationRoute');
