import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { renderInShell } from '../../../test/render';
import { PhoneReveal } from './phone-reveal';

describe('PhoneReveal', () => {
  beforeAll(() => loadNamespaces('listing'));

  it('masks the phone until a click, then shows it 3-3-4 as a call link', () => {
    renderInShell(<PhoneReveal phone="0812345678" />);
    expect(screen.getByTestId('owner-phone-reveal').textContent).toContain('081-xxx-xxx8');
    expect(document.body.textContent).not.toContain('081-234-5678');
    fireEvent.click(screen.getByTestId('owner-phone-reveal'));
    const link = screen.getByTestId('owner-phone');
    expect(link.textContent).toContain('081-234-5678');
    expect(link.getAttribute('href')).toBe('tel:0812345678');
  });
});
