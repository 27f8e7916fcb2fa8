import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { IdentityStatus, UNDER_REVIEW } from './identity-status.tsx';

describe('IdentityStatus', () => {
  it('says the details are under review while an administrator has them', () => {
    render(<IdentityStatus user={{ identity_status: 'submitted' }} />);
    expect(screen.getByRole('status').textContent).toContain(UNDER_REVIEW);
  });

  it("shows a rejection's note, what to fix, on the page and not only in the e-mail", () => {
    render(<IdentityStatus user={{ identity_status: 'rejected', identity_note: 'Your ID photo is blurred; send a sharper one.' }} />);
    const box = screen.getByRole('status');
    expect(box.textContent).toContain('Not approved');
    expect(box.textContent).toContain('What to fix: Your ID photo is blurred; send a sharper one.');
  });

  it('says nothing before anything was submitted', () => {
    const { container } = render(<IdentityStatus user={{ identity_status: 'none' }} />);
    expect(container.textContent).toBe('');
  });
});
