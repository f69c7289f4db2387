import { ATS_CHECK_FORMATS, type AtsCheckFormat, type AtsField } from '@hireproof/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PanelError, PanelLoading } from './panel-states.tsx';
import { useAtsCheck } from './review-api.ts';

const FIELD_LABELS: Record<AtsField['field'], string> = {
  name: 'Name',
  headline: 'Headline',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  title: 'Job title',
  employer: 'Employer',
  dates: 'Dates',
  description: 'Job description',
  skill: 'Skill',
};

export function AtsFieldsTable({ fields }: { fields: AtsField[] }) {
  const lost = fields.filter((found) => !found.ok).length;
  return (
    <div className="space-y-2">
      <p className="text-sm" data-testid="ats-summary">
        {lost === 0
          ? `A parser recovers all ${fields.length} fields from this file.`
          : `A parser loses or changes ${lost} of ${fields.length} fields in this file.`}
      </p>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it
        tabIndex={0}
        aria-label="What a parser reads, field by field"
        className="max-h-96 overflow-y-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">What a parser reads from the file, field by field</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 font-medium">
                Field
              </th>
              <th scope="col" className="py-1 font-medium">
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
                  {FIELD_LABELS[found.field]}
                  {found.targetId ? <span className="text-muted-foreground"> {found.targetId}</span> : null}
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

/** What an ATS reads: the PDF or DOCX of the current version, parsed back with our own parser. */
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
        <AtsFieldsTable fields={check.data.fields} />
      )}
    </div>
  );
}
