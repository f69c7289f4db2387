import { MailLink } from './mail-link.tsx';
import { POLICY } from './policy-facts.ts';
import { LegalDocument, LegalSection } from './static-page-layout.tsx';
import { useSupportEmail } from './support-email.ts';

export function Disclaimer() {
  const supportEmail = useSupportEmail();
  return (
    <LegalDocument
      title="Disclaimer"
      intro={
        <p>
          Hireproof is a writing tool. It helps you present your real experience clearly for both software and
          people, but the decisions about your career, and about what you send to employers, remain yours.
        </p>
      }
    >
      <LegalSection title="1. No guarantee of results">
        <p>
          Hiring decisions are made by employers and their systems, which we do not control. Better formatting
          and clearer wording improve your chances, but we cannot promise interviews, offers or any specific
          score in a particular applicant-tracking system.
        </p>
      </LegalSection>
      <LegalSection title="2. Check every document">
        <p>
          Automated and AI-assisted suggestions can contain mistakes. Read each resume and cover letter before
          you use it, and fill in any placeholder we leave where a figure is needed but was not in your
          original resume. Only claim what is true.
        </p>
      </LegalSection>
      <LegalSection title="3. Scores and statistics">
        <p>
          Resume scores, keyword matches and the figures on our website are estimates meant to guide your
          edits. They are not an assessment by any employer or recruiter.
        </p>
      </LegalSection>
      <LegalSection title="4. Not professional advice">
        <p>
          Nothing on this site is legal, financial or career-counselling advice. For decisions with serious
          consequences, talk to a qualified professional.
        </p>
      </LegalSection>
      <LegalSection title="5. Third-party services and links">
        <p>
          Payments are made through PayPal or your UPI app, and job descriptions may be read from job boards
          you point us to. We are not responsible for the content or availability of other websites.
        </p>
      </LegalSection>
      <LegalSection title="6. Service availability">
        <p>
          We aim for {POLICY.uptimeTargetPercent}% uptime and work to fix problems quickly, but short
          interruptions can happen. Questions about this page: <MailLink email={supportEmail} />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
