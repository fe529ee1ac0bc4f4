/** @jest-environment jsdom */
import '../testing/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import { childProtectionLines, crisisCardFor, type CrisisFamily } from '@kiin/contracts';
import { seriousViolations } from '../testing/axe';
import { renderWithApp, type Theme } from '../testing/render';
import { CrisisCard } from './CrisisCard';

const card = () => screen.getByRole('region', { name: 'Crisis support' });
const links = () => within(card()).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('the crisis card', () => {
  it('for a medical emergency, says "Call 000 now" and puts one large call button first', () => {
    renderWithApp(<CrisisCard families={['medical', 'suicide']} />);
    expect(within(card()).getByRole('heading', { level: 2 }).textContent).toBe('Call 000 now');
    expect(links()[0]).toEqual(['Call 000', 'tel:000']);
    // Then the lines for the other danger, each number once and tap-to-call.
    expect(links().slice(1)).toEqual(crisisCardFor(['medical', 'suicide']).lines.map((l) => [l.phone, `tel:${l.tel}`]));
  });

  it('brings the lines of the danger found: 1800RESPECT for violence, 1800ELDERHelp for an older person', () => {
    renderWithApp(<CrisisCard families={['violence', 'elder']} />);
    expect(within(card()).getByRole('heading', { level: 2 }).textContent).toBe('If you or someone you care for is in danger');
    expect(links()).toEqual([
      ['000', 'tel:000'],
      ['1800 737 732', 'tel:1800737732'],
      ['1800 353 374', 'tel:1800353374'],
    ]);
    expect(within(card()).queryByRole('button', { name: 'Call 000' })).toBeNull();
  });

  it("for a child at risk, lists every state's and territory's child protection line under one heading", () => {
    renderWithApp(<CrisisCard families={['child']} />);
    expect(within(card()).getByText('Child protection in your state or territory')).toBeTruthy();
    for (const line of childProtectionLines) expect(within(card()).getByRole('link', { name: line.phone }).getAttribute('href')).toBe(`tel:${line.tel}`);
  });

  it('with no family known, shows the general card: suicide and self-harm lines and Carer Gateway', () => {
    renderWithApp(<CrisisCard />);
    expect(links().map(([phone]) => phone)).toEqual(['000', '13 11 14', '1300 659 467', '1300 22 4636', '1800 422 737']);
  });

  it.each<[Theme, CrisisFamily[]]>([
    ['light', ['medical']],
    ['dark', ['medical']],
    ['light', ['child', 'violence']],
    ['dark', ['child', 'violence']],
  ])('has no serious axe violations (%s, %j)', async (theme, families) => {
    const { container } = renderWithApp(<CrisisCard families={families} />, { theme });
    expect(await seriousViolations(container)).toEqual([]);
  });
});
