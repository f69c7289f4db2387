/** Paper sizes the renderers support, in PDF points (1/72 inch). A4 is the default (India-first). */
export type PageSize = 'A4' | 'Letter';

export const PAGE_DIMENSIONS: Record<PageSize, { width: number; height: number; css: string }> = {
  A4: { width: 595.28, height: 841.89, css: 'A4' },
  Letter: { width: 612, height: 792, css: 'letter' },
};

export const DEFAULT_PAGE_SIZE: PageSize = 'A4';
