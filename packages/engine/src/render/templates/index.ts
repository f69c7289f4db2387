export {
  DEFAULT_TEMPLATE_ID,
  findTemplate,
  getTemplate,
  TEMPLATE_IDS,
  TEMPLATES,
  type TemplateId,
} from './catalog.ts';
export { FONT_MAPPINGS, type FontFaces, type FontMapping } from './fonts.ts';
export { FONT_FAMILIES, type FontFamily, type TemplateTokens, templateTokensSchema } from './tokens.ts';
