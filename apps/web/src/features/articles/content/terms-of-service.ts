import type { Article } from './types';

export const termsOfService: Article = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  updated: '1 March 2026',
  intro:
    'These terms govern your use of Velvet, a platform where fans support creators through subscriptions, tips, paid posts, chat, calls, services and shop products. By creating an account or using Velvet you agree to them. Please read them together with our Privacy Policy.',
  sections: [
    {
      heading: '1. Who may use Velvet',
      paragraphs: [
        'You must be at least 18 years old, or the age of majority where you live if that is higher, to create an account or view content on Velvet. By ticking the age-and-terms box when you sign up you confirm that you are.',
        'You may hold one personal account. Creators must complete identity verification (KYC) before they can receive payouts, and fans may be asked to verify their age before some actions. We may refuse, suspend or close an account that does not meet these conditions.',
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'Keep your password secret and your email address current: we send sign-in codes, password reset links and important notices there. Sign-ins from a new device are confirmed with a code we email you, and you can add two-factor authentication with an authenticator app in Settings → Security.',
        'You are responsible for everything done with your account. Tell us at once if you believe someone else has used it.',
      ],
    },
    {
      heading: '3. Content and conduct',
      paragraphs: ['Creators own the content they publish and grant Velvet a licence to host, display and deliver it to the fans who are entitled to see it. Fans receive a personal, non-transferable licence to view content they have paid for; downloading, recording or sharing it outside Velvet is not allowed.'],
      list: [
        'No content involving minors, non-consenting people, or anyone who has not signed a release form.',
        'No harassment, hate speech, threats, or sharing another person’s private information.',
        'No spam, scams, links that take payments outside Velvet, or attempts to get around our fees.',
        'No content that infringes someone else’s copyright, trademark or other rights.',
      ],
    },
    {
      heading: '4. Payments, wallet and fees',
      paragraphs: [
        'Prices are shown in US dollars before you pay, together with any tax and processing fee. Payments are taken from your Velvet wallet, a saved card or iDEAL. Card statements show the descriptor SOCIAL COMMERCE.',
        'Wallet deposits are at least $10 and are not a bank account: they earn no interest and can be spent only on Velvet. Subscriptions renew automatically until you cancel them; you keep access until the end of the period you paid for.',
        'Except where the law gives you a right to a refund, payments for content you have accessed are final. If a charge is disputed or reversed we may suspend the account until it is resolved.',
      ],
    },
    {
      heading: '5. Creator earnings and payouts',
      paragraphs: [
        'Velvet keeps a platform fee of 20% of each sale; the rest goes to the creator, and to collaborators or an agency where a split was agreed. Earnings become available for withdrawal 14 days after the purchase.',
        'Withdrawals are paid through our payout provider once identity verification is complete and the payout account is activated. The first withdrawal is at least $100, later ones at least $25. Creators are responsible for their own taxes.',
      ],
    },
    {
      heading: '6. Suspension and closing your account',
      paragraphs: [
        'You can close your account at any time. We may suspend or close an account that breaks these terms, puts other users at risk, or where the law requires it; a suspended account sees the notice “Your account is banned!” when signing in. Earnings that are not the result of a breach are paid out when an account closes.',
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        'We work to keep Velvet available and secure but provide it “as is”. To the extent the law allows, we are not liable for indirect losses, lost profits or content posted by other users. Nothing in these terms limits liability that cannot be limited by law, such as for fraud or for death or personal injury caused by negligence.',
      ],
    },
    {
      heading: '8. Changes and contact',
      paragraphs: [
        'We may update these terms; if a change matters we will tell you by email or in the app at least 14 days before it takes effect. If you keep using Velvet afterwards you accept the new terms.',
        'Questions about these terms: support@velvet.example.',
      ],
    },
  ],
};
