import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { RevealDetails } from './reveal-details.tsx';

describe('RevealDetails (issue 28)', () => {
  it('asks the reason before showing a list’s private details, then says who will see the view', async () => {
    const onReason = vi.fn();
    const { rerender } = render(<RevealDetails reason={undefined} onReason={onReason} />);
    expect(screen.getByText('Phones, addresses and identity details are hidden until you give a reason.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show private details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why do you need their private details?' });
    expect(dialog.textContent).toContain('sees in their Settings that you viewed their details');
    const show = screen.getByRole('button', { name: 'Show' }) as HTMLButtonElement;
    expect(show.disabled).toBe(true);
    fireEvent.click(show);
    expect(onReason).not.toHaveBeenCalled();
    fireEvent.input(screen.getByLabelText('Reason'), { target: { value: '  identity review  ' } });
    fireEvent.click(show);
    expect(onReason).toHaveBeenCalledWith('identity review');

    rerender(<RevealDetails reason="identity review" onReason={onReason} />);
    expect(screen.getByText(/Private details shown, reason: identity review\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide them' }));
    expect(onReason).toHaveBeenLastCalledWith(undefined);
  });
});
