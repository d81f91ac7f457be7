import { StatusTags } from '@portal/contract';
import classes from './status-tag.module.css';

const TONES: Record<string, string> = {
  [StatusTags.inStock]: 'ok',
  [StatusTags.availableSoon]: 'soon',
  [StatusTags.unavailable]: 'out',
};

/** The status tag of spec 8 as the server computed it ('in stock', 'available soon', ...). */
export function StatusTag({ tag }: { tag: string | null }) {
  if (!tag) return null;
  return (
    <span className={classes.tag} data-tone={TONES[tag] ?? 'ok'} data-testid="status-tag">
      {tag}
    </span>
  );
}
