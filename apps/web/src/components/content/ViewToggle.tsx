import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { ViewMode } from './content-presentation';

interface ViewToggleProps {
  value: ViewMode;
  onChange: (value: ViewMode) => void;
}

/** Grid or list layout for a content collection. */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      aria-label="Layout"
      // A click on the pressed button reports null; the layout stays as it is.
      onChange={(_event, next: ViewMode | null) => next && onChange(next)}
    >
      <ToggleButton value="grid" aria-label="Grid view">
        <GridViewIcon aria-hidden="true" />
      </ToggleButton>
      <ToggleButton value="list" aria-label="List view">
        <ViewListIcon aria-hidden="true" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
