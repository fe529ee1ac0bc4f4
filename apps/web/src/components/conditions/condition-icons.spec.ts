import { conditionIcon, fallbackConditionIcon } from './condition-icons';

// The keys the condition catalogue is seeded with (content-svc seed data).
const seededKeys = ['Favorite', 'Bloodtype', 'Air', 'Psychology', 'Accessibility', 'Healing', 'SelfImprovement'];

describe('condition icons', () => {
  it('gives each seeded condition an icon of its own', () => {
    const icons = seededKeys.map(conditionIcon);
    expect(icons).not.toContain(fallbackConditionIcon);
    expect(new Set(icons).size).toBe(seededKeys.length);
  });

  it('falls back to a neutral icon for an unknown key', () => {
    expect(conditionIcon('Sparkles')).toBe(fallbackConditionIcon);
    expect(conditionIcon('')).toBe(fallbackConditionIcon);
    expect(conditionIcon('constructor')).toBe(fallbackConditionIcon);
  });
});
