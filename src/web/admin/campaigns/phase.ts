import type { CampaignPhase } from '../../../shared/schemas/campaign.js';
import type { BadgeTone } from '../ui/StatusBadge.js';

/** The status label staff see for a campaign, from the server's `phase` for today. */
export const PHASE_LABELS: Record<CampaignPhase, { label: string; tone: BadgeTone }> = {
  running: { label: 'Yayında', tone: 'success' },
  scheduled: { label: 'Planlandı', tone: 'info' },
  ended: { label: 'Sona erdi', tone: 'neutral' },
  inactive: { label: 'Pasif', tone: 'warning' },
};
