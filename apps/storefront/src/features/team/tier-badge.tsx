import { Badge } from '@mantine/core';
import type { Tier } from '@portal/contract';

/** Badge backgrounds of the tiers, lowest rung first on each ladder (spec 3); text is white. */
const BACKGROUNDS: Record<Tier, string> = {
  Bronze: '#8c5a2b',
  Silver: '#5f6b75',
  Gold: '#8a6d00',
  Platinum: '#4a5a66',
  Sapphire: '#1c3f94',
  Ruby: '#9b1b30',
  Emerald: '#1f6b45',
  Diamond: '#2c3e50',
  Member: '#555f6d',
  Elite: '#3b4a8a',
  VIP: '#6b2c82',
  Premier: '#1a1a1a',
};

/** A company's tier as a badge (text and colour; the text alone carries the meaning). */
export function TierBadge({ tier }: { tier: Tier }) {
  return (
    <Badge
      size="lg"
      radius="sm"
      styles={{ root: { background: BACKGROUNDS[tier], color: '#fff' } }}
      data-testid="tier-badge"
      data-tier={tier}
    >
      {tier} tier
    </Badge>
  );
}
