import type { SvgIconComponent } from '@mui/icons-material';
import AccessibilityIcon from '@mui/icons-material/AccessibilityNew';
import AirIcon from '@mui/icons-material/Air';
import BloodtypeIcon from '@mui/icons-material/BloodtypeOutlined';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import HealingIcon from '@mui/icons-material/HealingOutlined';
import MedicalInformationIcon from '@mui/icons-material/MedicalInformationOutlined';
import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';

/** Icons by the key the condition catalogue stores (content-svc seed). */
const iconsByKey: Readonly<Record<string, SvgIconComponent>> = {
  Favorite: FavoriteIcon,
  Bloodtype: BloodtypeIcon,
  Air: AirIcon,
  Psychology: PsychologyIcon,
  Accessibility: AccessibilityIcon,
  Healing: HealingIcon,
  SelfImprovement: SelfImprovementIcon,
};

/** A neutral icon stands in for a key this app does not know yet. */
export const fallbackConditionIcon: SvgIconComponent = MedicalInformationIcon;

export function conditionIcon(key: string): SvgIconComponent {
  return Object.hasOwn(iconsByKey, key) ? iconsByKey[key] : fallbackConditionIcon;
}
