/** The demo platform a new user lands on; the README lists these sign-ins. */
export const DEMO_PASSWORD = 'Velvet#2026';

type DemoCreator = {
  username: string;
  email: string;
  fName: string;
  lName: string;
  displayName: string;
  bio: string;
  channel: { name: string; username: string; about: string; hashtags: string[] };
  /** `pictures`: how many pictures the seed draws for the post (demo-art.ts); `subscribers` posts go to the creator's channel. */
  posts: Array<{ text: string; pictures: number; daysAgo: number; visibility?: 'free' | 'subscribers' | 'paid'; price?: number }>;
  /** Every story has one drawn picture. */
  story: { text: string };
};

export const demoCreators: DemoCreator[] = [
  {
    username: 'luna_moreau',
    email: 'luna@velvet.test',
    fName: 'Luna',
    lName: 'Moreau',
    displayName: 'Luna Moreau',
    bio: 'Fine-art photographer in Lyon. Film grain, late light and the stories behind every frame.',
    channel: { name: 'Luna After Dark', username: 'lunaafterdark', about: 'Full-resolution sets and behind-the-scenes notes.', hashtags: ['#photography', '#fineart'] },
    story: { text: 'Scouting the riverbank for tonight.' },
    posts: [
      { text: 'New series "Blue Hour" is up: twelve frames from the riverbank. #film #photography', pictures: 1, daysAgo: 1 },
      { text: 'Which print should go in the shop next? Vote in the comments.', pictures: 0, daysAgo: 3 },
      { text: 'Test roll from the new medium-format camera: the whole roll.', pictures: 4, daysAgo: 6, visibility: 'subscribers' },
      { text: 'Blue Hour, the full-resolution set. #film', pictures: 1, daysAgo: 2, visibility: 'paid', price: 4.99 },
    ],
  },
  {
    username: 'ava_rose',
    email: 'ava@velvet.test',
    fName: 'Ava',
    lName: 'Rose',
    displayName: 'Ava Rose',
    bio: 'Yoga and mobility coach. Morning flows, weekly plans and answers to your questions.',
    channel: { name: 'Flow with Ava', username: 'flowwithava', about: 'A new guided session every week.', hashtags: ['#yoga', '#wellness'] },
    story: { text: 'Morning flow in ten minutes.' },
    posts: [
      { text: 'Ten-minute hip opener for desk days. #yoga', pictures: 1, daysAgo: 2 },
      { text: 'This month: the 30-day balance challenge. Who is in? #yoga #challenge', pictures: 1, daysAgo: 5, visibility: 'subscribers' },
      { text: 'The full 30-day plan as one printable guide.', pictures: 1, daysAgo: 3, visibility: 'paid', price: 7.99 },
    ],
  },
  {
    username: 'kai_sands',
    email: 'kai@velvet.test',
    fName: 'Kai',
    lName: 'Sands',
    displayName: 'Kai Sands',
    bio: 'Producer and DJ. Unreleased tracks, stems and studio sessions.',
    channel: { name: 'Sands Studio', username: 'sandsstudio', about: 'Stems, works in progress and live sets.', hashtags: ['#music', '#livesets'] },
    story: { text: 'Soundcheck.' },
    posts: [
      { text: 'Friday live set recording is up for subscribers, with the stage photos. #liveset', pictures: 3, daysAgo: 1, visibility: 'subscribers' },
      { text: 'Synth patch breakdown from "Low Tide". #synth', pictures: 1, daysAgo: 4, visibility: 'paid', price: 2.99 },
      { text: 'Studio tour: where the tracks happen. #studio', pictures: 1, daysAgo: 6 },
      { text: 'Thank you for 1,000 subscribers!', pictures: 0, daysAgo: 9 },
    ],
  },
  {
    username: 'mira_vale',
    email: 'mira@velvet.test',
    fName: 'Mira',
    lName: 'Vale',
    displayName: 'Mira Vale',
    bio: 'Cosplay maker. Patterns, armour builds and photo shoots.',
    channel: { name: 'Vale Workshop', username: 'valeworkshop', about: 'Build logs and printable patterns.', hashtags: ['#maker', '#patterns'] },
    story: { text: 'Paint is drying.' },
    posts: [
      { text: 'Foam armour build, part 3: painting and weathering. #cosplay', pictures: 1, daysAgo: 2 },
      { text: 'Pattern pack for the winter cloak is ready. #patterns', pictures: 1, daysAgo: 7, visibility: 'paid', price: 9.99 },
      { text: 'Work in progress: the cloak on the mannequin.', pictures: 1, daysAgo: 4, visibility: 'subscribers' },
    ],
  },
  {
    username: 'theo_black',
    email: 'theo@velvet.test',
    fName: 'Theo',
    lName: 'Black',
    displayName: 'Theo Black',
    bio: 'Chef at home. Recipes, knife skills and Sunday cook-alongs.',
    channel: { name: "Theo's Table", username: 'theostable', about: 'Weekly recipes with step-by-step videos.', hashtags: ['#cooking', '#recipes'] },
    story: { text: 'Ribs are in the oven.' },
    posts: [
      { text: 'Sunday cook-along: slow-braised short ribs. #recipes', pictures: 1, daysAgo: 1 },
      { text: 'Knife skills 101, the julienne. #knifeskills', pictures: 1, daysAgo: 8, visibility: 'subscribers' },
      { text: 'The short-rib recipe card, step by step.', pictures: 1, daysAgo: 2, visibility: 'paid', price: 3.99 },
    ],
  },
];

export const demoFans = [
  { username: 'alex_fan', email: 'alex@velvet.test', fName: 'Alex', lName: 'Turner' },
  { username: 'sam_fan', email: 'sam@velvet.test', fName: 'Sam', lName: 'Lee' },
];

export const demoAdmin = { username: 'admin', email: 'admin@velvet.test', fName: 'Velvet', lName: 'Staff' };

/** A talent agency working with theo_black and inviting ava_rose (agency shares: docs/decisions.md). */
export const demoAgency = {
  user: { username: 'starlight_agency', email: 'agency@velvet.test', fName: 'Nora', lName: 'Lane' },
  profile: { agencyName: 'Starlight Talent', contactName: 'Nora Lane' },
  active: { creator: 'theo_black', letter: 'Starlight has managed Theo since the first menu: 20% of every sale, full reporting.' },
  invited: { creator: 'ava_rose', letter: 'We would love to grow Flow with Ava together: 15% of every sale, chat and channel reporting.' },
};

/** Demo chats between pairs no e2e money or creator-journey spec uses; oldest message first, no money moves. */
export const demoConversations = [
  {
    creator: 'kai_sands',
    fan: 'alex_fan',
    messages: [
      { from: 'fan', text: 'Loved the live set last night! Which synth was that on the second track?' },
      { from: 'creator', text: 'Thanks Alex! That was the Prophet-6, run through a tape delay.' },
      { from: 'creator', text: 'The stems go up on the channel this Friday.' },
    ],
  },
  {
    creator: 'ava_rose',
    fan: 'sam_fan',
    messages: [
      { from: 'fan', text: 'Is the new session OK for beginners?' },
      { from: 'creator', text: 'Absolutely. Start with the first ten minutes and build from there.' },
    ],
  },
] as const;

/** A release-form link kai_sands made for a guest of his studio session, not yet signed. */
export const demoReleaseForm = { creator: 'kai_sands', friendlyName: 'Studio session with Nova', email: 'nova.guest@example.com', formId: 'demo-kai-studio-session' } as const;

/** A custom list of ava_rose's, with the fan she talks to in the chat. */
export const demoList = { creator: 'ava_rose', title: 'Yoga regulars', fans: ['sam_fan'] } as const;

export const WELCOME_MESSAGE = 'Welcome to Velvet! Follow your favourite creators and never miss a post.';

/** Sign-up offers a link can carry: /?offer=welcome opens the Sign Up drawer with it (see the README). */
export const demoSignUpOffers = [
  { id: 'welcome', title: 'Welcome to Velvet', description: 'Create your free account to follow creators, unlock their posts and join their channels.', availableTo: 'All' as const },
  { id: 'creator-launch', title: 'Open your channel', description: 'Sell tiered subscriptions with discounts and perks, and get paid from your first fan.', availableTo: 'CREATOR' as const },
  { id: 'fan-wallet', title: 'One wallet for everything', description: 'Deposit once and pay for subscriptions, tips and unlocks straight from your wallet.', availableTo: 'USER' as const },
];

/** Every demo channel's plans: monthly $9.99 and quarterly $26.97 with a permanent 10% discount. */
export const demoPackages = [
  { validityType: 'MONTHLY', priceCents: 999, discount: null },
  {
    validityType: 'QUARTERLY',
    priceCents: 2697,
    discount: { type: 'percentage', percentage: 10, amountCents: 0, startDate: null, endDate: null, isPermanent: true, appliesOnRenewal: true, forCycles: null },
  },
] as const;

/** Services some demo creators offer (their default chat fees are added on the first read, unpriced). */
export const demoServices = {
  ava_rose: [
    { type: 'CHAT-FEE', name: 'Chat with Ava', chatFeeType: 'OneOff', priceCents: 1500 },
    { type: 'CUSTOM-SERVICE', name: 'Personal yoga plan', includes: 'A 4-week plan for you', priceCents: 4000 },
  ],
  kai_sands: [
    { type: 'VOICE', name: 'Studio call', serviceType: 'per_minute', priceCents: 500 },
    { type: 'RATING', name: 'Track feedback', includes: 'Notes on your mix', priceCents: 2500 },
  ],
} as const;

/** A few shop products; `pictures`: how many the seed draws (public like the avatars). */
export const demoProducts = {
  ava_rose: [
    { name: 'Signed yoga mat', pictures: 1, brand: 'Ava Rose', category: 'Others', customCategory: 'Fitness', description: 'My own mat, signed.', colors: ['Rose', 'Black'], sizes: [], priceCents: 4900, quantity: 5 },
    { name: 'Worn gym set', pictures: 1, brand: 'Ava Rose', category: 'Used Gym Attire', description: 'Leggings and top, worn once.', colors: [], sizes: ['S', 'M'], priceCents: 6500, quantity: 2 },
  ],
  kai_sands: [
    { name: 'Studio session polaroids', pictures: 2, brand: 'Kai Sands', category: 'Saucy Pics', description: 'Three polaroids from the studio.', colors: [], sizes: [], priceCents: 1999, quantity: 10 },
  ],
};
