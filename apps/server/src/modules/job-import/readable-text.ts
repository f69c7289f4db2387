import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { PostingFields } from './posting.ts';
import { oneLine, postingText } from './posting-text.ts';

/** " - SEEK", " | LinkedIn": the site's name after the posting's title in a page title. */
const SITE_SUFFIX = /\s+[|–—-]\s+[^|–—-]{2,40}$/;

/**
 * The last resort: Firefox Reader View's article extraction (@mozilla/readability) over a
 * linkedom document. It finds the main block of text on pages no reader above knows; its title is
 * the page's, with the site name dropped. The company is not guessed.
 */
export function postingFromReadableText(html: string): PostingFields | undefined {
  const { document } = parseHTML(html);
  const article = new Readability(document as unknown as Document, { charThreshold: 200 }).parse();
  if (!article?.content) return undefined;
  const heading = oneLine((document.querySelector('h1') as { textContent?: string } | null)?.textContent);
  const title = heading || oneLine(article.title).replace(SITE_SUFFIX, '');
  return {
    jobTitle: title || null,
    company: null,
    location: null,
    jobDescription: postingText(article.content),
  };
}
