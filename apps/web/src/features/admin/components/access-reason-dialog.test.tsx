import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { AccessReasonDialog } from './access-reason-dialog.tsx';

describe('AccessReasonDialog (one rule for documents and private details, the API’s)', () => {
  const open = (onReason = vi.fn(), onClose = vi.fn()) => {
    render(<AccessReasonDialog open onClose={onClose} title="Why?" note="They see it." confirm="Show" onReason={onReason} />);
    return { onReason, onClose, button: screen.getByRole('button', { name: 'Show' }) as HTMLButtonElement };
  };

  it('waits for at least 3 characters once trimmed, as privateViewReason does', () => {
    const { onReason, button } = open();
    expect(screen.getByText('At least 3 characters. It is written in their access log.')).toBeTruthy();
    for (const text of ['', 'x', '  ab  ']) {
      fireEvent.input(screen.getByLabelText('Reason'), { target: { value: text } });
      expect(button.disabled).toBe(true);
      fireEvent.submit(button.closest('form')!);
    }
    expect(onReason).not.toHaveBeenCalled();
  });

  it('gives the trimmed reason and closes', () => {
    const { onReason, onClose, button } = open();
    fireEvent.input(screen.getByLabelText('Reason'), { target: { value: '  abc  ' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onReason).toHaveBeenCalledWith('abc');
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps to the API’s 300 characters', () => {
    open();
    expect((screen.getByLabelText('Reason') as HTMLInputElement).maxLength).toBe(300);
  });
});
