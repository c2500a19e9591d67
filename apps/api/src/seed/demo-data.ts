/** The demo platform a new user lands on; the README lists these sign-ins. */
export const DEMO_PASSWORD = 'Velvet#2026';

const media = (file: string) => `/media/demo/${file}`;

type DemoCreator = {
  username: string;
  email: string;
  fName: string;
  lName: string;
  displayName: string;
  bio: string;
  avatar: string;
  background: string;
  channel: { name: string; username: string; about: string; hashtags: string[] };
  posts: Array<{ text: string; image: string | null; daysAgo: number }>;
};

export const demoCreators: DemoCreator[] = [
  {
    username: 'luna_moreau',
    email: 'luna@velvet.test',
    fName: 'Luna',
    lName: 'Moreau',
    displayName: 'Luna Moreau',
    bio: 'Fine-art photographer in Lyon. Film grain, late light and the stories behind every frame.',
    avatar: media('avatar-luna.svg'),
    background: media('background-luna.svg'),
    channel: { name: 'Luna After Dark', username: 'lunaafterdark', about: 'Full-resolution sets and behind-the-scenes notes.', hashtags: ['#photography', '#fineart'] },
    posts: [
      { text: 'New series "Blue Hour" is up: twelve frames from the riverbank.', image: media('post-1.svg'), daysAgo: 1 },
      { text: 'Which print should go in the shop next? Vote in the comments.', image: null, daysAgo: 3 },
      { text: 'Test roll from the new medium-format camera.', image: media('post-2.svg'), daysAgo: 6 },
    ],
  },
  {
    username: 'ava_rose',
    email: 'ava@velvet.test',
    fName: 'Ava',
    lName: 'Rose',
    displayName: 'Ava Rose',
    bio: 'Yoga and mobility coach. Morning flows, weekly plans and answers to your questions.',
    avatar: media('avatar-ava.svg'),
    background: media('background-ava.svg'),
    channel: { name: 'Flow with Ava', username: 'flowwithava', about: 'A new guided session every week.', hashtags: ['#yoga', '#wellness'] },
    posts: [
      { text: 'Ten-minute hip opener for desk days.', image: media('post-3.svg'), daysAgo: 2 },
      { text: 'This month: the 30-day balance challenge. Who is in?', image: media('post-4.svg'), daysAgo: 5 },
    ],
  },
  {
    username: 'kai_sands',
    email: 'kai@velvet.test',
    fName: 'Kai',
    lName: 'Sands',
    displayName: 'Kai Sands',
    bio: 'Producer and DJ. Unreleased tracks, stems and studio sessions.',
    avatar: media('avatar-kai.svg'),
    background: media('background-kai.svg'),
    channel: { name: 'Sands Studio', username: 'sandsstudio', about: 'Stems, works in progress and live sets.', hashtags: ['#music', '#livesets'] },
    posts: [
      { text: 'Friday live set recording is up for subscribers.', image: media('post-5.svg'), daysAgo: 1 },
      { text: 'Synth patch breakdown from "Low Tide".', image: media('post-6.svg'), daysAgo: 4 },
      { text: 'Thank you for 1,000 subscribers!', image: null, daysAgo: 9 },
    ],
  },
  {
    username: 'mira_vale',
    email: 'mira@velvet.test',
    fName: 'Mira',
    lName: 'Vale',
    displayName: 'Mira Vale',
    bio: 'Cosplay maker. Patterns, armour builds and photo shoots.',
    avatar: media('avatar-mira.svg'),
    background: media('background-mira.svg'),
    channel: { name: 'Vale Workshop', username: 'valeworkshop', about: 'Build logs and printable patterns.', hashtags: ['#maker', '#patterns'] },
    posts: [
      { text: 'Foam armour build, part 3: painting and weathering.', image: media('post-7.svg'), daysAgo: 2 },
      { text: 'Pattern pack for the winter cloak is ready.', image: media('post-8.svg'), daysAgo: 7 },
    ],
  },
  {
    username: 'theo_black',
    email: 'theo@velvet.test',
    fName: 'Theo',
    lName: 'Black',
    displayName: 'Theo Black',
    bio: 'Chef at home. Recipes, knife skills and Sunday cook-alongs.',
    avatar: media('avatar-theo.svg'),
    background: media('background-theo.svg'),
    channel: { name: "Theo's Table", username: 'theostable', about: 'Weekly recipes with step-by-step videos.', hashtags: ['#cooking', '#recipes'] },
    posts: [
      { text: 'Sunday cook-along: slow-braised short ribs.', image: media('post-9.svg'), daysAgo: 1 },
      { text: 'Knife skills 101, the julienne.', image: media('post-10.svg'), daysAgo: 8 },
    ],
  },
];

export const demoFans = [
  { username: 'alex_fan', email: 'alex@velvet.test', fName: 'Alex', lName: 'Turner' },
  { username: 'sam_fan', email: 'sam@velvet.test', fName: 'Sam', lName: 'Lee' },
];

export const demoAdmin = { username: 'admin', email: 'admin@velvet.test', fName: 'Velvet', lName: 'Staff' };

export const WELCOME_MESSAGE = 'Welcome to Velvet! Follow your favourite creators and never miss a post.';

/** Every demo channel's plans: monthly $9.99 and quarterly $26.97 with a permanent 10% discount. */
export const demoPackages = [
  { validityType: 'MONTHLY', priceCents: 999, discount: null },
  {
    validityType: 'QUARTERLY',
    priceCents: 2697,
    discount: { type: 'percentage', percentage: 10, amountCents: 0, startDate: null, endDate: null, isPermanent: true, appliesOnRenewal: true, forCycles: null },
  },
] as const;
