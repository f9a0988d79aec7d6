/**
 * The legal pages the server owns (spec §2: loaded by their own path). Stored in `content_pages` at
 * first start; editing the row changes the page without a deploy.
 */
export const contentPageSeeds = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    content: `
<p><em>Last updated: 1 November 2026</em></p>
<p>TalentIndia ("we", "us") runs a marketplace where clients hire Indian software freelancers. This policy explains what personal data we collect, why, and the choices you have.</p>
<h2>What we collect</h2>
<ul>
  <li><strong>Account data</strong>: your name, email address and, if you add them, your phone number, time zone, currency and profile picture.</li>
  <li><strong>Billing data</strong>: billing address and tax identifiers (such as a GSTIN). Card details are collected and stored by our payment provider; we keep only the card brand, the last four digits and the expiry date.</li>
  <li><strong>Activity data</strong>: jobs you post, messages you exchange with freelancers, contracts, payments and notifications.</li>
  <li><strong>Technical data</strong>: IP address, browser type and security logs, used to keep accounts safe and to stop abuse.</li>
</ul>
<h2>How we use it</h2>
<ul>
  <li>To run your account, match you with freelancers and deliver messages and notifications.</li>
  <li>To take payments, issue invoices and meet tax and accounting duties.</li>
  <li>To secure the service: sign-in protection, two-step verification, fraud prevention and rate limits.</li>
  <li>To send the emails you choose in your email preferences. Payment receipts and invoices are always sent.</li>
</ul>
<h2>Who we share it with</h2>
<p>We share data only with the freelancers you work with, with service providers that act on our instructions (hosting, email, SMS, payments) and where the law requires it. We do not sell personal data.</p>
<h2>How long we keep it</h2>
<p>We keep account data while your account is open. When you delete your account we erase or anonymise your personal data within 30 days, except records we must keep by law, such as invoices.</p>
<h2>Your rights</h2>
<p>You can see and change your details in Settings, download or delete your account, and object to marketing emails at any time. Under India's Digital Personal Data Protection Act 2023 and, where it applies, the GDPR, you may also ask us for access, correction or erasure.</p>
<h2>Security</h2>
<p>Passwords are stored only as salted hashes, sessions can be revoked at any time, and all traffic is encrypted in transit.</p>
<h2>Contact</h2>
<p>Questions about privacy: <a href="mailto:privacy@talentindia.dev">privacy@talentindia.dev</a>.</p>
`.trim(),
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    content: `
<p><em>Last updated: 1 November 2026</em></p>
<p>These terms govern your use of TalentIndia. By creating an account you agree to them.</p>
<h2>1. Accounts</h2>
<p>You must give accurate details, keep your password secret and tell us at once if you suspect someone else has used your account. You are responsible for activity under your account.</p>
<h2>2. Using the marketplace</h2>
<ul>
  <li>Clients post jobs, invite freelancers, agree contracts and pay for work through TalentIndia.</li>
  <li>Freelancers are independent professionals, not employees of TalentIndia or of the client.</li>
  <li>Communication and payment for work found on TalentIndia must stay on TalentIndia.</li>
</ul>
<h2>3. Payments and credits</h2>
<p>Payments are charged to the card or credits you choose. Promotional credits, such as the sign-up credits, have no cash value, cannot be transferred and may carry conditions shown where they are offered.</p>
<h2>4. Acceptable use</h2>
<p>Do not post unlawful, misleading or discriminatory content, harass other users, or try to break, overload or scrape the service.</p>
<h2>5. Disputes</h2>
<p>If a client and a freelancer disagree about work or payment, either may raise an issue and we will help resolve it fairly based on the contract and the messages on TalentIndia.</p>
<h2>6. Ending your account</h2>
<p>You can delete your account from Settings at any time. We may suspend accounts that break these terms, after telling you why where we are allowed to.</p>
<h2>7. Liability</h2>
<p>We provide the marketplace with reasonable care and skill. We are not a party to contracts between clients and freelancers and are not liable for their work, except where the law says otherwise.</p>
<h2>8. Changes</h2>
<p>We will tell you by email before material changes to these terms take effect.</p>
<h2>9. Contact</h2>
<p>Questions about these terms: <a href="mailto:legal@talentindia.dev">legal@talentindia.dev</a>.</p>
`.trim(),
  },
] as const;
