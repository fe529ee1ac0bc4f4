import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type PhoneLine, PhoneLineList } from '../../../components/PhoneLineList';

/** The box's fixed text (spec: emergency 000, a crisis line, a carer gateway line). */
const lines: PhoneLine[] = [
  { name: 'Emergency', phone: '000', note: 'Police, fire or ambulance' },
  { name: 'Lifeline', phone: '13 11 14', note: 'Crisis support, 24 hours' },
  { name: 'Carer Gateway', phone: '1800 422 737', note: 'Support for carers' },
];

export function EmergencyBox() {
  return (
    <Paper
      component="aside"
      aria-labelledby="immediate-support"
      variant="outlined"
      sx={{ p: 3, borderColor: 'error.main', borderWidth: 2, mb: 4 }}
    >
      <Typography id="immediate-support" component="h2" variant="h3" sx={{ mb: 1.5 }}>
        Need immediate support?
      </Typography>
      <PhoneLineList lines={lines} columns={3} />
    </Paper>
  );
}
