import { Link } from 'wouter';
import { MailLink } from './mail-link.tsx';
import { POLICY } from './policy-facts.ts';
import { LegalDocument, LegalSection } from './static-page-layout.tsx';
import { useSupportEmail } from './support-email.ts';

export function TermsOfService() {
  const supportEmail = useSupportEmail();
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          These terms are the agreement between you and Hireproof when you use our website and services. By
          creating an account or buying credits you accept them, so please read them carefully.
        </p>
      }
    >
      <LegalSection title="1. The service">
        <p>
          Hireproof helps you turn your existing resume and a job description into a resume formatted for
          applicant-tracking systems and a cover letter tailored to the role. You stay responsible for
          checking that every document you send to an employer is accurate.
        </p>
      </LegalSection>
      <LegalSection title="2. Your account">
        <p>
          You need an account to use the service. Keep your password private; you are responsible for what
          happens under your account. Tell us straight away if you think someone else has used it.
        </p>
      </LegalSection>
      <LegalSection title="3. Credits and payment">
        <ul>
          <li>New accounts receive 2 free credits.</li>
          <li>
            Credits are sold in bundles of {POLICY.creditsPerPurchase}. One credit covers one resume
            optimisation or one cover letter.
          </li>
          <li>
            You can pay by {POLICY.paymentMethods}. PayPal payments are confirmed instantly; UPI payments are
            confirmed after our team has checked the proof you submit, usually within 24 hours.
          </li>
          <li>Credits do not expire and are non-transferable.</li>
          <li>
            Refunds follow our <Link href="/refunds">Refund Policy</Link>.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="4. Acceptable use">
        <p>
          Only upload documents that you have the right to use, and do not use the service to produce false or
          misleading claims about yourself or anyone else. Do not try to break, overload or get around the
          limits of the service. We may suspend accounts that do.
        </p>
      </LegalSection>
      <LegalSection title="5. Your content">
        <p>
          You keep ownership of the resumes you upload and the documents we create for you. You give us
          permission to process them only so far as needed to provide the service to you.
        </p>
      </LegalSection>
      <LegalSection title="6. Availability">
        <p>
          We aim for {POLICY.uptimeTargetPercent}% uptime, but we cannot promise the service will never be
          interrupted. Planned maintenance is kept short and, where possible, announced in advance.
        </p>
      </LegalSection>
      <LegalSection title="7. Limitation of liability">
        <p>
          Hireproof improves how your experience is presented; it cannot guarantee interviews, job offers or
          any particular result. To the extent the law allows, our total liability to you is limited to the
          amount you paid us in the 12 months before the claim.
        </p>
      </LegalSection>
      <LegalSection title="8. Changes and contact">
        <p>
          We may update these terms; the date above shows the latest version. Questions are welcome at{' '}
          <MailLink email={supportEmail} />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
