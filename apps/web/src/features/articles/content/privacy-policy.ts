import type { Article } from './types';

export const privacyPolicy: Article = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  updated: '1 March 2026',
  intro:
    'This policy explains what personal data Velvet collects, why, how long we keep it and the choices you have. Velvet is the controller of the data described here. We do not sell your personal data.',
  sections: [
    {
      heading: '1. What we collect',
      paragraphs: ['We collect only what we need to run the platform:'],
      list: [
        'Account data: username, email address, password (stored only as a one-way hash), role (fan or creator), and the date you confirmed your age and accepted the terms.',
        'Profile data you choose to add: name, avatar, background, country, date of birth, gender, phone number and interests.',
        'Security data: the devices you sign in from (browser, operating system and a random device identifier kept in your browser), sign-in times and whether two-factor authentication is on.',
        'Payment data: transactions, wallet balance, and for saved cards only the brand, last four digits, expiry and holder name. Full card numbers are handled by our payment provider and never reach our servers.',
        'Verification data for creators and age checks, collected by our identity-verification provider.',
        'Content and messages you post, and reports you make.',
      ],
    },
    {
      heading: '2. Why we use it',
      paragraphs: [],
      list: [
        'To provide the service: your account, subscriptions, payments, payouts, chat and notifications (performance of our contract with you).',
        'To keep accounts safe: emailing sign-in codes for new devices, detecting fraud and abuse, enforcing our Terms of Service (our legitimate interest and legal obligations).',
        'To meet legal duties: tax records, age and identity verification, and answering lawful requests from authorities.',
        'To send you service emails: email verification, password resets and security notices. Marketing emails are sent only if you opt in, and every one has an unsubscribe link.',
      ],
    },
    {
      heading: '3. Who we share it with',
      paragraphs: [
        'We share data only with providers who process it for us under contract: payment and payout providers, the identity-verification provider, email delivery, and hosting. Creators see the username and avatar of fans who interact with them, not their email address. We disclose data to authorities only when the law requires it.',
      ],
    },
    {
      heading: '4. How long we keep it',
      paragraphs: [
        'Account data is kept while your account is open and deleted within 30 days after you close it, except transaction records, which we must keep for 7 years for tax purposes. Sign-in codes expire after 5 minutes and reset links after 1 hour; we store only hashes of them.',
      ],
    },
    {
      heading: '5. Security',
      paragraphs: [
        'Passwords are hashed with argon2id, sessions use short-lived tokens that are revoked when you reset your password, and authenticator secrets are encrypted at rest. Connections to Velvet are encrypted in transit.',
      ],
    },
    {
      heading: '6. Your rights',
      paragraphs: [
        'Depending on where you live you can ask to access, correct, export or delete your data, object to or restrict its use, and withdraw consent at any time. Write to privacy@velvet.example; we answer within one month. You may also complain to your data-protection authority.',
      ],
    },
    {
      heading: '7. Cookies and local storage',
      paragraphs: [
        'Velvet uses your browser’s local storage for your session tokens and device identifier, which are needed to keep you signed in and to recognise your devices. We use no advertising cookies.',
      ],
    },
    {
      heading: '8. Changes',
      paragraphs: ['We will tell you by email or in the app before a change to this policy that affects you takes effect.'],
    },
  ],
};
