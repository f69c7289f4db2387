import { MailLink } from './mail-link.tsx';
import { POLICY } from './policy-facts.ts';
import { LegalDocument, LegalSection } from './static-page-layout.tsx';
import { useSupportEmail } from './support-email.ts';

export function RefundPolicy() {
  const supportEmail = useSupportEmail();
  return (
    <LegalDocument
      title="Refund Policy"
      intro={
        <p>
          Hireproof is sold in credit bundles. We want every credit you buy to be worth it, and when something
          goes wrong on our side we will put it right. This page explains when a refund is possible and how
          long it takes.
        </p>
      }
    >
      <LegalSection title="1. When you can get a refund">
        <p>
          If a technical problem on our side stops you from using credits you paid for (for example, a
          generation that fails and cannot be completed), you can ask for a refund within{' '}
          {POLICY.refundRequestWindowDays} days of your purchase.
        </p>
        <p>
          No refunds are given for purchases made more than {POLICY.noRefundAfterDays} days ago, and credits
          that were already used to produce a resume or cover letter are not refundable.
        </p>
      </LegalSection>
      <LegalSection title="2. How to ask">
        <p>
          Email <MailLink email={supportEmail} /> with the email address of your account, the order id or
          payment reference, and a short description of the problem. Screenshots help us find the cause
          quickly.
        </p>
      </LegalSection>
      <LegalSection title="3. Review">
        <p>
          We review every request within {POLICY.refundReviewBusinessDays} business days and tell you the
          outcome by email.
        </p>
      </LegalSection>
      <LegalSection title="4. Processing times">
        <p>
          Once a refund is approved it is returned to the original payment method. Processing takes{' '}
          {POLICY.refundProcessingBusinessDays} business days in total, depending on the method:
        </p>
        <ul>
          {POLICY.refundProcessingByMethod.map((entry) => (
            <li key={entry.method}>
              {entry.method}: {entry.businessDays} business days
            </li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection title="5. Credits">
        <p>
          Credits do not expire, so there is no rush to use them. They are tied to your account and are
          non-transferable: they cannot be moved to another account or exchanged for cash.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
