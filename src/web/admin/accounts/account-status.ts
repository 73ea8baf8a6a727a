import type { AccountStatus } from '../../../shared/schemas/account.js';
import type { BadgeTone } from '../ui/StatusBadge.js';

/** Paid green, partial amber, unpaid red (spec §4), no entries grey; the badge always says it in words too. */
export const STATUS_TONES: Record<AccountStatus, BadgeTone> = {
  Ödendi: 'success',
  'Kısmi Ödeme': 'warning',
  Ödenmedi: 'danger',
  'Hareket yok': 'neutral',
};
