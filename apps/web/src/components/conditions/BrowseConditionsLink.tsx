import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import MedicalInformationIcon from '@mui/icons-material/MedicalInformationOutlined';
import { TextLink } from '../links';

/** A way into Health Conditions from the pages people start from: resources and the library. */
export function BrowseConditionsLink({ mb = 3 }: { mb?: number }) {
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, mb, maxWidth: 720, bgcolor: 'action.hover' }}
    >
      <MedicalInformationIcon color="primary" aria-hidden="true" />
      <Typography sx={{ minWidth: 0 }}>
        Looking for one condition?{' '}
        <TextLink to="/conditions" sx={{ fontWeight: 650, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          Browse Health Conditions
          <ArrowForwardIcon fontSize="small" aria-hidden="true" />
        </TextLink>
      </Typography>
    </Paper>
  );
}
