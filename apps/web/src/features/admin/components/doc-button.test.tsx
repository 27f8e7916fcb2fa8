import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { DocButton } from './doc-button.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('DocButton', () => {
  it('asks the reason before fetching the document, and sends it (issue 28)', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'content-type': 'image/png' } });
      }),
    );
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:doc';
        static override revokeObjectURL = () => {};
      },
    );
    render(<DocButton path="/admin/identity/7/documents/relevant_doc" label="View identification document" />);
    fireEvent.click(screen.getByRole('button', { name: 'View identification document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why are you opening it?' });
    expect(dialog.textContent).toContain('The owner sees in their Settings that you opened it');
    const open = screen.getByRole('button', { name: 'Open' }) as HTMLButtonElement;
    expect(open.disabled).toBe(true);
    expect(urls).toEqual([]);
    fireEvent.input(screen.getByLabelText('Reason'), { target: { value: 'identity review' } });
    expect(open.disabled).toBe(false);
    fireEvent.click(open);
    await waitFor(() => expect(urls).toHaveLength(1));
    expect(urls[0]).toMatch(/\/admin\/identity\/7\/documents\/relevant_doc\?reason=identity%20review$/);
  });
});
