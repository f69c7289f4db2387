import type { FontFamily } from './tokens.ts';

/**
 * How each abstract font family appears in each output format. PDF embeds DejaVu TTFs (they cover ₹,
 * accented Latin and the punctuation résumés use); HTML and DOCX name fonts the reader's machine is
 * likely to have, each falling back to a family of the same kind.
 */
export interface FontFaces {
  regular: string;
  bold: string;
  italic: string;
  boldItalic: string;
}

export interface FontMapping {
  /** DejaVu TTF file names (in dejavu-fonts-ttf/ttf) for the PDF renderer. */
  pdf: FontFaces;
  /** CSS font-family stack for the HTML renderer. */
  css: string;
  /** Font name written into DOCX runs. */
  word: string;
}

export const FONT_MAPPINGS: Record<FontFamily, FontMapping> = {
  sans: {
    pdf: {
      regular: 'DejaVuSans.ttf',
      bold: 'DejaVuSans-Bold.ttf',
      italic: 'DejaVuSans-Oblique.ttf',
      boldItalic: 'DejaVuSans-BoldOblique.ttf',
    },
    css: "'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif",
    word: 'Arial',
  },
  'sans-condensed': {
    pdf: {
      regular: 'DejaVuSansCondensed.ttf',
      bold: 'DejaVuSansCondensed-Bold.ttf',
      italic: 'DejaVuSansCondensed-Oblique.ttf',
      boldItalic: 'DejaVuSansCondensed-BoldOblique.ttf',
    },
    css: "'Arial Narrow', 'Liberation Sans Narrow', 'DejaVu Sans Condensed', Arial, sans-serif",
    word: 'Arial Narrow',
  },
  serif: {
    pdf: {
      regular: 'DejaVuSerif.ttf',
      bold: 'DejaVuSerif-Bold.ttf',
      italic: 'DejaVuSerif-Italic.ttf',
      boldItalic: 'DejaVuSerif-BoldItalic.ttf',
    },
    css: "Georgia, Cambria, 'Times New Roman', 'DejaVu Serif', serif",
    word: 'Georgia',
  },
  'serif-condensed': {
    pdf: {
      regular: 'DejaVuSerifCondensed.ttf',
      bold: 'DejaVuSerifCondensed-Bold.ttf',
      italic: 'DejaVuSerifCondensed-Italic.ttf',
      boldItalic: 'DejaVuSerifCondensed-BoldItalic.ttf',
    },
    css: "'Times New Roman', Times, 'DejaVu Serif Condensed', serif",
    word: 'Times New Roman',
  },
  mono: {
    pdf: {
      regular: 'DejaVuSansMono.ttf',
      bold: 'DejaVuSansMono-Bold.ttf',
      italic: 'DejaVuSansMono-Oblique.ttf',
      boldItalic: 'DejaVuSansMono-BoldOblique.ttf',
    },
    css: "Menlo, Consolas, 'DejaVu Sans Mono', 'Courier New', monospace",
    word: 'Consolas',
  },
};
