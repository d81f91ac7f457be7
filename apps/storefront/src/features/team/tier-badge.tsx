import { Badge } from '@mantine/core';
import type { Tier } from '@portal/contract';

/** Colours of the tiers' badges, lowest rung first on each ladder (spec 3). */
const COLOURS: Record<Tier, { bg: string; fg: string }> = {
  Bronze: { bg: '#8c5a2b', fg: '#fff' },
  Silver: { bg: '#5f6b75', fg: '#fff' },
  Gold: { bg: '#8a6d00', fg: '#fff' },
  Platinum: { bg: '#4a5a66', fg: '#fff' },
  Sapphire: { bg: '#1c3f94', fg: '#fff' },
  Ruby: { bg: '#9b1b30', fg: '#fff' },
  Emerald: { bg: '#1f6b45', fg: '#fff' },
  Diamond: { bg: '#2c3e50', fg: '#fff' },
  Member: { bg: '#555f6d', fg: '#fff' },
  Elite: { bg: '#3b4a8a', fg: '#fff' },
  VIP: { bg: '#6b2c82', fg: '#fff' },
  Premier: { bg: '#1a1a1a', fg: '#fff' },
};

/** A company's tier as a badge (text and colour; the text alone carries the meaning). */
export function TierBadge({ tier }: { tier: Tier }) {
  const c = COLOURS[tier];
  return (
    <Badge
      size="lg"
      radius="sm"
      styles={{ root: { background: c.bg, color: c.fg } }}
      data-testid="tier-badge"
      data-tier={tier}
    >
      {tier} tier
    </Badge>
  );
}
