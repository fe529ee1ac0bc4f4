import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';

/** The Courses tab while it has nothing to show. */
export function ComingSoon() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <SchoolIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden="true" />
      <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
        Coming Soon
      </Typography>
      <Typography color="text.secondary">We're working on bringing you amazing courses. Stay tuned!</Typography>
    </Paper>
  );
}
