import type { AccountMe } from '@velvet/contracts';
import type { UserRow } from './repo.ts';

export const mapMe = (user: UserRow, lastCity: string | null): AccountMe => ({
  _id: user.id,
  username: user.username,
  email: user.email,
  email_verified: user.emailVerified,
  two_factor_enabled: user.totpEnabledAt !== null,
  kyc: { full_kyc_completed: user.kycStatus === 'verified', status: user.kycStatus },
  isVerified: user.kycStatus === 'verified',
  skipContentWarning: user.skipContentWarning,
  f_name: user.fName,
  l_name: user.lName,
  role: user.role,
  avatar: user.avatar,
  country: user.country,
  profile_completed: user.profileCompletedAt !== null,
  loggedIn: true,
  userLocation: { country: user.country, city: lastCity },
});
