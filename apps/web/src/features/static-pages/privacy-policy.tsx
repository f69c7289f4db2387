import { MailLink } from './mail-link.tsx';
import { LegalDocument, LegalSection } from './static-page-layout.tsx';
import { useSupportEmail } from './support-email.ts';

export function PrivacyPolicy() {
  const supportEmail = useSupportEmail();
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          Your resume says a lot about you. This policy explains what Hireproof collects, why we need it, how
          long we keep it and the choices you have. We collect as little as we can to run the service.
        </p>
      }
    >
      <LegalSection title="1. What we collect">
        <ul>
          <li>Account details: your email address, your name and a securely hashed password.</li>
          <li>
            What you give us to do the work: the resumes you upload, the job titles, companies and job
            descriptions you enter, and the documents we produce for you.
          </li>
          <li>
            Payment records: the amount, currency, method, status and the reference you submit for UPI
            payments. Card and bank details are handled by the payment provider and never reach us.
          </li>
          <li>Messages you send us through the contact form.</li>
          <li>
            Basic technical logs (such as request times and errors) that keep the service secure and working.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="2. How we use it">
        <p>
          We use your information to create and tailor your resumes and cover letters, to keep track of your
          credits and payments, to answer your questions and to protect the service from abuse. We do not sell
          your personal data and we do not use your documents for advertising.
        </p>
      </LegalSection>
      <LegalSection title="3. Processing by AI services">
        <p>
          When AI-assisted writing is switched on, the relevant parts of your resume and the job description
          are sent to the AI provider we work with, only to produce your documents. We ask the model to rework
          the facts you supplied, and our checks reject output that invents employers, titles, dates or
          figures.
        </p>
      </LegalSection>
      <LegalSection title="4. Cookies">
        <p>
          We use one essential cookie to keep you signed in. We also remember your light or dark theme choice
          in your browser. We do not use advertising or cross-site tracking cookies.
        </p>
      </LegalSection>
      <LegalSection title="5. How long we keep data">
        <p>
          Your applications stay in your account until you delete them or close your account. Payment records
          are kept for as long as tax and accounting law requires. Technical logs are kept for a short period
          and then removed.
        </p>
      </LegalSection>
      <LegalSection title="6. Your rights">
        <p>
          You can ask us for a copy of your data, ask us to correct it, or ask us to delete your account and
          everything in it. Write to <MailLink email={supportEmail} /> and we will act on your request
          promptly.
        </p>
      </LegalSection>
      <LegalSection title="7. Security">
        <p>
          Connections are encrypted, passwords are stored only as salted hashes, and access to your documents
          is limited to your own account. No system is perfectly secure, so please use a strong, unique
          password.
        </p>
      </LegalSection>
      <LegalSection title="8. Changes to this policy">
        <p>
          If we change this policy in a way that matters, we will update the date above and tell signed-in
          users before the change takes effect.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
