import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@baandee/locales';
import { loadNamespaces } from '../../../lib/i18n';
import { RoomCodePicker } from './room-code-picker';

const th = resources.th.search.roomCode;

/** The picker with its value held the way the search bar holds it. */
function Harness({ initial }: { initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <RoomCodePicker value={code} onChange={setCode} />
      <output data-testid="held">{code ?? 'none'}</output>
    </>
  );
}

const checked = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).checked;
const count = (group: string, label: string) => within(screen.getByRole('group', { name: group })).getByRole('button', { name: label });

describe('RoomCodePicker', () => {
  beforeAll(() => loadNamespaces('search'));

  it('builds the code from counts and toggles, 4 as 4+, and deselects a count clicked again', () => {
    render(
      <MantineProvider>
        <Harness />
      </MantineProvider>,
    );
    expect(screen.getByTestId('room-code-value').textContent).toBe(th.none);
    fireEvent.click(count(th.bedrooms, '2'));
    fireEvent.click(count(th.restrooms, '1'));
    fireEvent.click(count(th.carParks, '1'));
    fireEvent.click(screen.getByLabelText(th.living));
    fireEvent.click(screen.getByLabelText(th.kitchen));
    expect(screen.getByTestId('held').textContent).toBe('2B1R1CLK');
    expect(screen.getByTestId('room-code-value').textContent).toBe('2B1R1CLK');
    expect(count(th.bedrooms, '2').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(count(th.restrooms, '4+'));
    expect(screen.getByTestId('held').textContent).toBe('2B4+R1CLK');
    // the chosen bedroom count clicked again: bedrooms leave the code
    fireEvent.click(count(th.bedrooms, '2'));
    expect(screen.getByTestId('held').textContent).toBe('4+R1CLK');
    expect(count(th.bedrooms, '2').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: th.reset }));
    expect(screen.getByTestId('held').textContent).toBe('none');
    expect(checked(th.living)).toBe(false);
  });

  it('shows a code it is given: counts pressed, letters checked', () => {
    render(
      <MantineProvider>
        <Harness initial="3B4+RD" />
      </MantineProvider>,
    );
    expect(count(th.bedrooms, '3').getAttribute('aria-pressed')).toBe('true');
    expect(count(th.restrooms, '4+').getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('group', { name: th.carParks })).getAllByRole('button').every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(checked(th.dining)).toBe(true);
    expect(checked(th.kitchen)).toBe(false);
  });
});
