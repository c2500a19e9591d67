import type { InterestKind, InterestsPage } from '@velvet/contracts';
import { INTERESTS_SEARCH_PAGE, profileMessages } from '@velvet/contracts';
import { AppError } from '../platform/errors.ts';

/** The seeded choices of the Complete-profile interests step; a selection must come from these. */
export const interestLists: Record<InterestKind, readonly string[]> = {
  kinks: [
    'Aftercare', 'Anal', 'Bondage', 'Boudoir', 'Body Worship', 'Cosplay', 'Couples', 'Cuckolding', 'Curvy', 'Dirty Talk',
    'Domination', 'Exhibitionism', 'Feet', 'Femdom', 'Fetish Wear', 'Findom', 'Fishnets', 'Gaming', 'Girlfriend Experience', 'Handcuffs',
    'High Heels', 'Hotwife', 'Impact Play', 'JOI', 'Latex', 'Leather', 'Lingerie', 'Massage', 'Masks', 'Mature',
    'Nylons', 'Oil', 'Outdoor', 'Petite', 'Pegging', 'Praise', 'Role Play', 'Rope', 'Roleplay Teacher', 'Sensual',
    'Shibari', 'Shower', 'Socks', 'Spanking', 'Stockings', 'Submission', 'Swinging', 'Tattoos', 'Tease', 'Uniforms',
    'Voyeurism', 'Wax Play', 'Yoga Pants',
  ],
  'lifestyle-topics': [
    'Art', 'Astrology', 'Baking', 'Beach', 'Books', 'Camping', 'Cars', 'Cats', 'Climbing', 'Coffee',
    'Comedy', 'Cooking', 'Cycling', 'Dancing', 'Design', 'Dogs', 'Fashion', 'Festivals', 'Film', 'Fitness',
    'Football', 'Gardening', 'Hiking', 'Interior', 'Jazz', 'Makeup', 'Meditation', 'Motorbikes', 'Music', 'Nightlife',
    'Painting', 'Photography', 'Podcasts', 'Poetry', 'Running', 'Skincare', 'Skiing', 'Sneakers', 'Surfing', 'Swimming',
    'Tattoo Art', 'Tennis', 'Theatre', 'Travel', 'Vegan Food', 'Video Games', 'Wine', 'Yoga',
  ],
};

/**
 * Words refused in an interests search (spec: error code 1000). They name content the platform does
 * not allow at all, whatever the kink: minors, non-consent, animals.
 */
const bannedWords = ['child', 'children', 'kid', 'kids', 'minor', 'minors', 'underage', 'preteen', 'pedo', 'loli', 'lolita', 'shota', 'rape', 'incest', 'bestiality', 'zoophilia', 'necrophilia', 'snuff'];

/** The first banned word in a search, as typed, or undefined. */
export function bannedWordIn(query: string): string | undefined {
  return query.split(/[^\p{L}\p{N}]+/u).find((word) => word && bannedWords.includes(word.toLowerCase()));
}

type SearchOptions = { kind: InterestKind; query?: string; page: number; limit: number };

/** The list's first `limit` entries, or those matching a search, `limit` a page. */
export function searchInterests({ kind, query, page, limit }: SearchOptions): InterestsPage {
  const needle = query?.trim() ?? '';
  const banned = needle ? bannedWordIn(needle) : undefined;
  if (banned) throw new AppError('BANNED_WORD', profileMessages.bannedWord(banned), { fields: { query: profileMessages.bannedWord(banned) } });
  const all = interestLists[kind];
  const matches = needle ? all.filter((item) => item.toLowerCase().includes(needle.toLowerCase())) : all;
  const size = needle ? Math.min(limit, INTERESTS_SEARCH_PAGE) : limit;
  return { items: matches.slice((page - 1) * size, page * size), total: matches.length, page, limit: size };
}

export const unknownInterests = (kind: InterestKind, selected: readonly string[]) => selected.filter((item) => !interestLists[kind].includes(item));
