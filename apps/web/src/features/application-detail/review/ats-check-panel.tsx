import {
  ATS_CHECK_FORMATS,
  type AtsCheckFormat,
  type AtsField,
  type NaiveAtsField,
} from '@hireproof/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PanelError, PanelLoading } from './panel-states.tsx';
import { useAtsCheck } from './review-api.ts';

const FIELD_LABELS: Record<AtsField['field'] | NaiveAtsField['field'], string> = {
  name: 'Name',
  headline: 'Headline',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  title: 'Job title',
  employer: 'Employer',
  dates: 'Dates',
  description: 'Job description',
  school: 'School',
  skill: 'Skill',
};

/** Who reads the file: our own parser (the best case) or a naive ATS reader (the worst case). */
interface Reader {
  /** Names the table for screen readers and the tests. */
  id: 'parser' | 'naive';
  heading: string;
  /** The summary sentence when nothing is lost, and when `lost` fields are. */
  allRead: (count: number) => string;
  someLost: (lost: number, count: number) => string;
}

const OUR_PARSER: Reader = {
  id: 'parser',
  heading: 'Our parser (the best case)',
  allRead: (count) => `A parser recovers all ${count} fields from this file.`,
  someLost: (lost, count) => `A parser loses or changes ${lost} of ${count} fields in this file.`,
};

const NAIVE_READER: Reader = {
  id: 'naive',
  heading: 'A simple ATS (the worst case)',
  allRead: (count) => `A simple ATS fills in all ${count} fields from this file.`,
  someLost: (lost, count) => `A simple ATS misses or changes ${lost} of ${count} fields in this file.`,
};

function AtsFieldsTable({ fields, reader }: { fields: Array<AtsField | NaiveAtsField>; reader: Reader }) {
  const lost = fields.filter((found) => !found.ok).length;
  return (
    <div className="min-w-0 space-y-2">
      <h3 className="text-sm font-semibold">{reader.heading}</h3>
      <p className="text-sm" data-testid={reader.id === 'parser' ? 'ats-summary' : 'naive-ats-summary'}>
        {lost === 0 ? reader.allRead(fields.length) : reader.someLost(lost, fields.length)}
      </p>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it
        tabIndex={0}
        aria-label={`What ${reader.heading.toLowerCase()} reads, field by field`}
        className="max-h-96 overflow-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table className="w-full table-fixed text-sm [overflow-wrap:anywhere]">
          <caption className="sr-only">
            What {reader.heading.toLowerCase()} reads from the file, field by field
          </caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="w-1/4 py-1 pr-2 font-medium">
                Field
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                In your resume
              </th>
              <th scope="col" className="py-1 font-medium">
                Read from the file
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((found, index) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one fixed report
                key={index}
                className="border-t border-border"
                data-ok={found.ok}
              >
                <th scope="row" className="py-1 text-left font-medium">
                  {/* The row's 'In your resume' value names the entry; its internal id would mean nothing. */}
                  {FIELD_LABELS[found.field]}
                </th>
                <td className="py-1 break-words">{found.expected}</td>
                <td
                  className={found.ok ? 'py-1 break-words' : 'py-1 break-words font-medium text-destructive'}
                >
                  {found.recovered ?? 'nothing'}
                  {found.ok ? null : <span> (lost)</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/**
 * What an ATS reads: the PDF or DOCX of the current version, read back by our own parser and, beside
 * it, by a naive reader standing for simple ATS parsers, so the person sees the worst case too.
 */
export function AtsCheckPanel({ applicationId, version }: { applicationId: string; version: string }) {
  const [format, setFormat] = useState<AtsCheckFormat>('pdf');
  const check = useAtsCheck(applicationId, format, version);
  return (
    <div className="space-y-3">
      <fieldset className="flex gap-2">
        <legend className="sr-only">File to check</legend>
        {ATS_CHECK_FORMATS.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === format ? 'default' : 'outline'}
            aria-pressed={option === format}
            onClick={() => setFormat(option)}
          >
            {option.toUpperCase()}
          </Button>
        ))}
      </fieldset>
      {check.isPending ? (
        <PanelLoading label="Reading the file back" />
      ) : check.isError ? (
        <PanelError message="Could not read the file back." onRetry={() => void check.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <AtsFieldsTable fields={check.data.fields} reader={OUR_PARSER} />
          <AtsFieldsTable fields={check.data.naive} reader={NAIVE_READER} />
        </div>
      )}
    </div>
  );
}
