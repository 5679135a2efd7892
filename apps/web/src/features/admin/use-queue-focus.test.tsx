import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQueueFocus } from './use-queue-focus';

function Item({ id, onDecide }: { id: number; onDecide(id: number): void }) {
  const item = useQueueFocus<HTMLElement>();
  return (
    <article ref={item} tabIndex={-1} data-testid="queue-item" aria-label={`item ${id}`}>
      <button onClick={() => onDecide(id)}>approve {id}</button>
    </article>
  );
}

function Queue({ ids }: { ids: number[] }) {
  const [left, setLeft] = useState(ids);
  return (
    <>
      {left.map((id) => (
        <Item key={id} id={id} onDecide={(done) => setLeft((all) => all.filter((other) => other !== done))} />
      ))}
      <nav data-testid="pager" />
    </>
  );
}

describe('focus in a review queue', () => {
  it('moves to the next item when the focused one is decided and leaves the list', () => {
    render(<Queue ids={[1, 2, 3]} />);
    const approve = screen.getByRole('button', { name: 'approve 2' });
    act(() => approve.focus());
    fireEvent.click(approve);
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'item 3' }));
  });

  it('moves to the one before when the last item leaves, and nowhere when it was elsewhere', () => {
    render(<Queue ids={[1, 2]} />);
    const last = screen.getByRole('button', { name: 'approve 2' });
    act(() => last.focus());
    fireEvent.click(last);
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'item 1' }));

    const outside = document.createElement('input');
    document.body.append(outside);
    act(() => outside.focus());
    fireEvent.click(screen.getByRole('button', { name: 'approve 1' }));
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
