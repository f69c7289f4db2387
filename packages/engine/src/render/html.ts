import type { CoverLetterOutline } from './cover-letter.ts';
import { html, type SafeHtml, trustedCss } from './html-escape.ts';
import {
  lineText,
  type OutlineBlock,
  type OutlineBullet,
  type OutlineHeader,
  type ResumeOutline,
  subtitleText,
} from './outline.ts';
import { PAGE_DIMENSIONS, type PageSize } from './page.ts';
import { FONT_MAPPINGS } from './templates/fonts.ts';
import type { TemplateTokens } from './templates/tokens.ts';

/**
 * Self-contained HTML: one document with an inline style sheet, print rules for A4 or Letter, no
 * scripts and no external resources, so it can be shown in a sandboxed frame or saved as a file.
 * All text goes through the `html` tagged template and is escaped.
 */

function styleSheet(tokens: TemplateTokens, pageSize: PageSize): SafeHtml {
  const { size, colour, spacing, heading, header } = tokens;
  const page = PAGE_DIMENSIONS[pageSize];
  const headingColour = heading.colour === 'accent' ? colour.accent : colour.text;
  const nameColour = header.nameColour === 'accent' ? colour.accent : colour.text;
  const rule = `${heading.ruleWeight}pt solid ${colour.rule}`;
  return trustedCss(`
@page { size: ${page.css}; margin: ${spacing.pageMargin}pt; }
*, *::before, *::after { box-sizing: border-box; }
html { background: #ffffff; }
body { margin: 0; color: ${colour.text}; font-family: ${FONT_MAPPINGS[tokens.font.body].css};
  font-size: ${size.body}pt; line-height: ${spacing.lineHeight};
  font-variant-ligatures: none; font-feature-settings: "liga" 0, "clig" 0, "dlig" 0; }
.page { width: 100%; max-width: ${page.width}pt; margin: 0 auto; padding: ${spacing.pageMargin}pt; }
h1, h2, h3, p, ul { margin: 0; }
.doc-header { text-align: ${header.align};${header.rule ? ` border-bottom: ${rule}; padding-bottom: ${spacing.entryGap}pt;` : ''} }
.name { font-family: ${FONT_MAPPINGS[tokens.font.heading].css}; font-size: ${size.name}pt; line-height: 1.15;
  color: ${nameColour}; font-weight: 700;${header.nameUppercase ? ' text-transform: uppercase;' : ''} }
.label { font-size: ${size.label}pt; color: ${colour.muted}; margin-top: 2pt; }
.contact { font-size: ${size.small}pt; color: ${colour.muted}; margin-top: 3pt; }
.contact-item { white-space: nowrap; }
section { margin-top: ${spacing.sectionGap}pt; }
h2 { font-family: ${FONT_MAPPINGS[tokens.font.heading].css}; font-size: ${size.heading}pt; color: ${headingColour};
  font-weight: ${heading.bold ? 700 : 400}; letter-spacing: ${heading.letterSpacing}pt;
  ${heading.uppercase ? 'text-transform: uppercase;' : ''}
  ${heading.rule === 'below' ? `border-bottom: ${rule}; padding-bottom: 2pt;` : ''}
  ${heading.rule === 'above' ? `border-top: ${rule}; padding-top: 3pt;` : ''}
  margin-bottom: ${Math.max(3, spacing.entryGap / 2)}pt; break-after: avoid; page-break-after: avoid; }
.entry { margin-top: ${spacing.entryGap}pt; break-inside: avoid; page-break-inside: avoid; }
.entry:first-of-type, h2 + .entry, h2 + p, h2 + ul { margin-top: 0; }
.entry-head { display: flex; justify-content: space-between; align-items: baseline; gap: 12pt; }
h3 { font-size: ${size.entryTitle}pt; font-weight: 700; }
.dates { font-size: ${size.small}pt; color: ${colour.muted}; white-space: nowrap; }
.subtitle { font-style: italic; color: ${colour.muted}; }
.detail, .line { margin-top: 1pt; }
.line-label { font-weight: 700; }
ul { padding-left: ${spacing.bulletIndent}pt; margin-top: 2pt; }
li { margin-top: 1pt; }
.letter-meta p { margin-top: 2pt; }
.letter-meta { margin-top: ${spacing.sectionGap}pt; }
.subject { font-weight: 700; margin-top: ${spacing.sectionGap}pt; }
.letter-body p { margin-top: ${spacing.sectionGap / 1.5}pt; }
@media print { .page { max-width: none; padding: 0; } }
`);
}

/** Contact items joined by ' | ', each kept on one line so an email or URL never breaks. */
function contactItems(contacts: string[]): SafeHtml[] {
  return contacts.map(
    (item, index) => html`${index > 0 ? ' | ' : ''}<span class="contact-item">${item}</span>`,
  );
}

function headerHtml(header: OutlineHeader): SafeHtml {
  return html`<header class="doc-header">
<h1 class="name">${header.name}</h1>
${header.label ? html`<p class="label">${header.label}</p>` : ''}
${header.contacts.length ? html`<p class="contact">${contactItems(header.contacts)}</p>` : ''}
</header>`;
}

function blockHtml(block: OutlineBlock): SafeHtml {
  switch (block.kind) {
    case 'paragraph':
      return html`<p>${block.text}</p>`;
    case 'line':
      return block.label
        ? html`<p class="line"><span class="line-label">${block.label}:</span> ${block.text}</p>`
        : html`<p class="line">${lineText(block)}</p>`;
    case 'bullets':
      return html`<ul>${block.items.map((item) => html`<li>${item}</li>`)}</ul>`;
    case 'entry':
      return html`<div class="entry">
<div class="entry-head"><h3>${block.title}</h3>${block.dates ? html`<span class="dates">${block.dates}</span>` : ''}</div>
${block.subtitle.length ? html`<p class="subtitle">${subtitleText(block)}</p>` : ''}
${block.details.map((detail) => html`<p class="detail">${detail}</p>`)}
${bulletList(block.bullets)}
</div>`;
  }
}

/**
 * An entry's bullets as a list; a sub-bullet goes in a list nested inside the bullet before it, as an
 * ATS and a screen reader expect.
 */
function bulletList(bullets: readonly OutlineBullet[], level = 0): SafeHtml | '' {
  const items: SafeHtml[] = [];
  for (let i = 0; i < bullets.length; i++) {
    // Every bullet deeper than this level, up to the next one at it, belongs inside this item; a
    // sub-bullet with no bullet above it is an item of its own.
    let end = i + 1;
    while (end < bullets.length && (bullets[end]?.level ?? 0) > level) end++;
    const children = bulletList(bullets.slice(i + 1, end), level + 1);
    items.push(html`<li>${bullets[i]?.text ?? ''}${children}</li>`);
    i = end - 1;
  }
  return items.length ? html`<ul>${items}</ul>` : '';
}

function documentHtml(
  title: string,
  tokens: TemplateTokens,
  pageSize: PageSize,
  body: SafeHtml,
  language = 'en',
): string {
  return html`<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Hireproof">
<title>${title}</title>
<style>${styleSheet(tokens, pageSize)}</style>
</head>
<body class="template-${tokens.id}">
<main class="page">
${body}
</main>
</body>
</html>
`.toString();
}

export function renderResumeHtml(outline: ResumeOutline, tokens: TemplateTokens, pageSize: PageSize): string {
  const body = html`${headerHtml(outline.header)}
${outline.sections.map(
  (section) => html`<section>
<h2>${section.title}</h2>
${section.blocks.map(blockHtml)}
</section>
`,
)}`;
  const title = outline.header.name ? `${outline.header.name} – Resume` : 'Resume';
  return documentHtml(title, tokens, pageSize, body, outline.language);
}

export function renderCoverLetterHtml(
  outline: CoverLetterOutline,
  tokens: TemplateTokens,
  pageSize: PageSize,
): string {
  const body = html`${headerHtml(outline.header)}
<div class="letter-meta">
${outline.date ? html`<p class="date">${outline.date}</p>` : ''}
${outline.recipient.map((line) => html`<p>${line}</p>`)}
</div>
<p class="subject">${outline.subject}</p>
<div class="letter-body">
${outline.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
</div>`;
  const title = outline.header.name ? `${outline.header.name} – Cover Letter` : 'Cover Letter';
  return documentHtml(title, tokens, pageSize, body);
}
