import {
  DEFAULT_PLAN_PRICE_DOLLARS,
  collabMessages,
  createCollabGroupSchema,
  monthsOf,
  validityTypes,
  type CreateCollabGroupInput,
  type ValidityType,
} from '@velvet/contracts';
import { z } from 'zod';

const groupShape = createCollabGroupSchema.shape;
/** A share as its field holds it: a whole percentage, or '' while empty; checked by the server's share rule. */
const shareField = z.union([z.number(), z.literal('')]).transform((share, context) => {
  const checked = groupShape.owner_share_percent.safeParse(share === '' ? undefined : share);
  if (checked.success) return checked.data;
  context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? collabMessages.shareRange });
  return z.NEVER;
});

export const collabFormMessages = {
  usernameRequired: 'Enter the creator’s username',
  unknownCreator: (username: string) => `No creator named @${username}`,
} as const;

const normaliseUsername = (username: string) => username.trim().replace(/^@/, '').toLowerCase();

/** One period as the form edits it: offered or not, its price and an optional percentage discount. */
const periodFieldsSchema = z.object({
  validity_type: z.enum(validityTypes),
  is_active: z.boolean(),
  price: z.union([z.number(), z.literal('')]),
  discount_percentage: z.union([z.number(), z.literal('')]),
});
export type PeriodFields = z.infer<typeof periodFieldsSchema>;

/** The members' and owner's shares together; they must make exactly 100. */
export const sharesTotal = (ownerShare: number | '', members: readonly { share_percent: number | '' }[]) =>
  [ownerShare, ...members.map((member) => member.share_percent)].reduce<number>((sum, share) => sum + (typeof share === 'number' ? share : 0), 0);

/** 'Shares: 80% of 100%, 20% left' while they do not add up; null once they do. */
export function sharesHint(total: number): string | null {
  if (total === 100) return null;
  return total < 100 ? `Shares: ${total}% of 100%, ${100 - total}% left to share` : `Shares: ${total}% of 100%, ${total - 100}% too much`;
}

/**
 * The Create collab form: members by username with their shares, and the periods on offer. The server's
 * schema (`createCollabGroupSchema`) is applied again to the payload it becomes, once usernames are creators.
 */
export const collabFormSchema = z
  .object({
    name: groupShape.name,
    about: z.string().trim().max(3000),
    owner_share_percent: shareField,
    members: z.array(z.object({ username: z.string().trim().min(1, collabFormMessages.usernameRequired), share_percent: shareField })).min(1, collabMessages.membersRequired),
    periods: z.array(periodFieldsSchema),
  })
  .superRefine((form, context) => {
    if (sharesTotal(form.owner_share_percent, form.members) !== 100) context.addIssue({ code: 'custom', path: ['members'], message: collabMessages.sharesSum });
    const usernames = form.members.map((member) => normaliseUsername(member.username));
    usernames.forEach((username, index) => {
      if (usernames.indexOf(username) !== index) context.addIssue({ code: 'custom', path: ['members', index, 'username'], message: collabMessages.duplicateMember });
    });
    const offered = form.periods.filter((period) => period.is_active);
    if (offered.length === 0) context.addIssue({ code: 'custom', path: ['periods'], message: collabMessages.packageRequired });
    form.periods.forEach((period, index) => {
      if (!period.is_active) return;
      const parsed = groupShape.packages.element.safeParse(packageOf(period));
      for (const issue of parsed.error?.issues ?? []) {
        context.addIssue({ code: 'custom', path: ['periods', index, issue.path[0] === 'discount' ? 'discount_percentage' : 'price'], message: issue.message });
      }
    });
  });
export type CollabFormInput = z.input<typeof collabFormSchema>;
export type CollabForm = z.output<typeof collabFormSchema>;

function packageOf(period: PeriodFields) {
  const percentage = period.discount_percentage === '' ? 0 : period.discount_percentage;
  return {
    validity_type: period.validity_type,
    // An empty field is no number: the package schema answers it with 'Price is required'.
    price: period.price === '' ? Number.NaN : period.price,
    is_active: true,
    discount: percentage > 0 ? { type: 'percentage' as const, percentage, is_permanant: true } : null,
  };
}

/** The spec's default: a monthly plan at $5; the other periods off until toggled on. */
export const collabFormDefaults: CollabFormInput = {
  name: '',
  about: '',
  owner_share_percent: 50,
  members: [{ username: '', share_percent: 50 }],
  periods: validityTypes.map((validity_type) => ({
    validity_type,
    is_active: validity_type === 'MONTHLY',
    price: validity_type === 'MONTHLY' ? DEFAULT_PLAN_PRICE_DOLLARS : '',
    discount_percentage: '',
  })),
};

/** Turning a period on prefills its price as the monthly price times its months, as the channel form does. */
export function prefilledPrice(periods: readonly PeriodFields[], validity: ValidityType): number | '' {
  const monthly = periods.find((period) => period.validity_type === 'MONTHLY')?.price;
  if (typeof monthly !== 'number') return '';
  return Math.round(monthly * monthsOf[validity] * 100) / 100;
}

/** The payload for `POST /api/collab-groups`, once each username has been resolved to a creator's id. */
export function collabPayload(form: CollabForm, creatorIds: ReadonlyMap<string, string>): CreateCollabGroupInput {
  return {
    name: form.name,
    about: form.about,
    owner_share_percent: form.owner_share_percent,
    members: form.members.map((member) => ({ creator_id: creatorIds.get(normaliseUsername(member.username)) ?? '', share_percent: member.share_percent })),
    packages: form.periods.filter((period) => period.is_active).map(packageOf),
  };
}

export const memberUsernames = (form: Pick<CollabForm, 'members'>) => form.members.map((member) => normaliseUsername(member.username));
