import {
  IconChartBar,
  IconCoins,
  IconHeart,
  IconKey,
  IconBell,
  IconBookmarks,
  IconListDetails,
  IconShieldCog,
  IconUser,
} from '@tabler/icons-react';
import { ACCOUNT_TYPE } from '@baandee/domain';
import type { UserInfo } from '@baandee/contracts';

/** The user menu of spec section 2; change password only for e-mail accounts. */
const USER_LINKS = [
  { key: 'profile', path: '/my-profile', Icon: IconUser },
  { key: 'myPosts', path: '/my-announce', Icon: IconListDetails },
  { key: 'favourites', path: '/my-favorite', Icon: IconHeart },
  { key: 'savedSearches', path: '/my-saved-search', Icon: IconBookmarks },
  { key: 'dashboard', path: '/dashboard', Icon: IconChartBar },
  { key: 'credit', path: '/my-credit-point', Icon: IconCoins },
  { key: 'notifications', path: '/line-setting', Icon: IconBell },
  { key: 'changePassword', path: '/change-password', Icon: IconKey },
  // DESIGN 4.15: the admin area, offered only to admins (the server still decides on each request)
  { key: 'admin', path: '/admin', Icon: IconShieldCog },
] as const;

export function userLinks(profile: UserInfo | null) {
  return USER_LINKS.filter(
    (link) => (link.key !== 'changePassword' || profile?.account_type === ACCOUNT_TYPE.email) && (link.key !== 'admin' || profile?.role === 'admin'),
  );
}

export function displayName(profile: UserInfo | null): string | null {
  const name = [profile?.firstname, profile?.lastname].filter(Boolean).join(' ');
  return name || profile?.email || null;
}
