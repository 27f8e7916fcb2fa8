import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a plain enabled button when idle: no busy state, no spinner, and it clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: says it is busy, shows a spinner, and cannot be pressed again', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Continue to payment
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Continue to payment/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can be disabled without being busy', () => {
    render(<Button disabled>Claim</Button>);
    const button = screen.getByRole('button', { name: 'Claim' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('keeps its type, variant style and extra classes', () => {
    render(
      <Button type="submit" variant="danger" className="w-full">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toContain('bg-red-700');
    expect(button.className).toContain('w-full');
  });
});
