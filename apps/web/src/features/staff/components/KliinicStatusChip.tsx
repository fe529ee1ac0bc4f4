import Chip from '@mui/material/Chip';
import type { KliinicNotesStatus } from '@kiin/contracts';

const statusLabel: Record<KliinicNotesStatus, string> = {
  drafting: 'Drafting',
  draft: 'Draft ready',
  approved: 'Approved, sending',
  sent: 'Sent',
};
const statusColor: Record<KliinicNotesStatus, 'default' | 'info' | 'warning' | 'success'> = {
  drafting: 'info',
  draft: 'warning',
  approved: 'info',
  sent: 'success',
};

/** Where a session's notes stand; a session with no transcript yet has no notes status at all. */
export function KliinicStatusChip({ status }: { status: KliinicNotesStatus | null }) {
  return status ? <Chip size="small" color={statusColor[status]} label={statusLabel[status]} /> : <Chip size="small" variant="outlined" label="No transcript" />;
}
