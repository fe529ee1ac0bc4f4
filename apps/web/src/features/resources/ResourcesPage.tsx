import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useCurrentUser } from '../../auth/use-current-user';
import { BrowseConditionsLink } from '../../components/conditions/BrowseConditionsLink';
import { EducationalResources } from './components/EducationalResources';
import { SupportServices } from './components/SupportServices';
import { tabFromParam, type ResourcesTab } from './support-directory';

const tabs: { value: ResourcesTab; label: string; param: string | null }[] = [
  { value: 'carer-support', label: 'Carer Support Services', param: null },
  { value: 'free', label: 'Educational Resources', param: 'educational' },
];

export default function ResourcesPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const tab = tabFromParam(params.get('tab'));

  const selectTab = (next: ResourcesTab) => {
    const param = tabs.find((t) => t.value === next)?.param;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (param) updated.set('tab', param);
        else updated.delete('tab');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1">Carer Resources</Typography>
        {user?.isPremium && (
          <Chip icon={<WorkspacePremiumIcon />} label="Premium Member" color="secondary" sx={{ fontWeight: 700 }} />
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Trusted services and free learning for carers and the people they care for.
      </Typography>
      <BrowseConditionsLink />
      <Tabs
        value={tab}
        onChange={(_event, value: ResourcesTab) => selectTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Resource type"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 4 }}
      >
        {tabs.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={`tab-${t.value}`} aria-controls={`panel-${t.value}`} />
        ))}
      </Tabs>
      {tabs.map((t) => (
        <Box key={t.value} role="tabpanel" id={`panel-${t.value}`} aria-labelledby={`tab-${t.value}`} hidden={tab !== t.value}>
          {tab === t.value && (t.value === 'free' ? <EducationalResources /> : <SupportServices />)}
        </Box>
      ))}
    </Container>
  );
}
