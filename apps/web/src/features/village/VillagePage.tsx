import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import PushPinIcon from '@mui/icons-material/PushPinOutlined';
import { CardGrid } from '../../components/FeatureCard';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';

const spaces = [
  { title: 'Local Meet-ups', icon: <GroupsIcon />, text: 'Meet patients and carers near you for a coffee, a walk or a chat.' },
  { title: 'Community Connects', icon: <HandshakeIcon />, text: 'Small online circles matched by condition, caring role or life stage.' },
  { title: 'Village Notice Board', icon: <PushPinIcon />, text: 'Share and find local events, offers of help and things to borrow.' },
];

export default function VillagePage() {
  return (
    <>
      <PageHero
        eyebrow="Coming soon"
        title="The Kiin Village"
        lead="A place to find your people: local meet-ups, community connects and a notice board for patients and carers. We are building it now."
      />
      <Section title="What the Village will offer">
        <CardGrid columns={3}>
          {spaces.map((space) => (
            <li key={space.title}>
              <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderStyle: 'dashed' }} aria-disabled="true">
                <CardContent sx={{ p: 3, flex: 1 }}>
                  <Typography aria-hidden="true" component="span" sx={{ color: 'text.secondary', '& svg': { fontSize: 32 } }}>
                    {space.icon}
                  </Typography>
                  <Typography component="h3" variant="h3" sx={{ mt: 1, mb: 1 }}>
                    {space.title}
                  </Typography>
                  <Typography color="text.secondary">{space.text}</Typography>
                </CardContent>
                <CardActions sx={{ px: 3, pb: 3, justifyContent: 'space-between' }}>
                  <Chip label="Coming soon" size="small" variant="outlined" />
                  <Button disabled>Open</Button>
                </CardActions>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section title="Upcoming events" tinted>
        <Alert severity="info" icon={<EventNoteIcon />}>
          There are no Village events yet. When the Village opens, local and online events will be listed here.
        </Alert>
      </Section>
    </>
  );
}
