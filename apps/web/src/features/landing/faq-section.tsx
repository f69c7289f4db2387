import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { FAQ, FAQ_HEADING } from './content-sections.ts';
import { anchoredSection, container, sectionHeading } from './styles.ts';

/** One item open at a time: clicking another opens it, clicking the open one closes it. */
export function nextOpenItem(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}

/** The FAQ accordion (anchor `#faq`). */
export function FaqSection() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section
      data-section="faq"
      id="faq"
      aria-labelledby="faq-title"
      className={`${container} ${anchoredSection} py-16`}
    >
      <h2 id="faq-title" className={`${sectionHeading} text-center`}>
        {FAQ_HEADING}
      </h2>
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-border rounded-xl border border-border bg-card">
        {FAQ.map((entry, i) => {
          const expanded = open === i;
          const buttonId = `faq-question-${i}`;
          const panelId = `faq-answer-${i}`;
          return (
            <div key={entry.question}>
              <h3>
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen((current) => nextOpenItem(current, i))}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-medium text-card-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
                >
                  {entry.question}
                  <ChevronDown
                    aria-hidden="true"
                    className={`size-5 shrink-0 text-muted-foreground transition-transform ${expanded ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                hidden={!expanded}
                className="px-5 pb-5 text-sm leading-relaxed text-muted-foreground"
              >
                {entry.answer}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
