import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Code, type Envelope } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { ImageUpload } from './image-upload.tsx';
import { Toaster } from './toast.tsx';
import { MAX_UPLOAD_BYTES, UploadText } from './upload-rules.ts';

type Saved = { image: string };
type Upload = (file: File, onProgress: (p: number) => void) => Promise<Envelope<Saved>>;

const png = (name = 'cover.png') => new File(['png bytes'], name, { type: 'image/png' });
/** A file that says it is `bytes` long without holding them (the check reads `size`). */
const sized = (file: File, bytes: number) => Object.defineProperty(file, 'size', { value: bytes });

/** An upload the test finishes by hand: `progress(p)` as the XHR would report, then `done(reply)`. */
function manualUpload() {
  let report: (p: number) => void = () => {};
  let finish: (e: Envelope<Saved>) => void = () => {};
  const upload = vi.fn<Upload>(
    (_file, onProgress) =>
      new Promise((resolve) => {
        report = onProgress;
        finish = resolve;
      }),
  );
  return { upload, progress: (p: number) => report(p), done: (e: Envelope<Saved>) => finish(e) };
}

// The user picks "All files" in the chooser: a file the input's `accept` does not list still arrives.
const user = () => userEvent.setup({ applyAccept: false });
const chooser = (label: string) => screen.getByLabelText(new RegExp(`: ${label}$`), { selector: 'input' }) as HTMLInputElement;

describe('ImageUpload: the checks before anything is sent', () => {
  it('limits the chooser to the types asked for', () => {
    render(<ImageUpload label="Cover picture" current={null} upload={vi.fn<Upload>()} />);
    expect(chooser('Cover picture').accept).toBe('image/png,image/jpeg,image/webp');
  });

  it('refuses a file of the wrong type with the message of upload-rules.ts, and sends nothing', async () => {
    const upload = vi.fn<Upload>();
    render(<ImageUpload label="Cover picture" current={null} upload={upload} />);
    await user().upload(chooser('Cover picture'), new File(['gif'], 'cat.gif', { type: 'image/gif' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Choose a PNG, JPEG or WebP picture');
    expect(chooser('Cover picture').getAttribute('aria-describedby')).toBe(alert.id);
    expect(upload).not.toHaveBeenCalled();
  });

  it('names only the types the field takes', async () => {
    render(<ImageUpload label="Avatar" current={null} accept={['image/png', 'image/jpeg']} shape="round" upload={vi.fn<Upload>()} />);
    await user().upload(chooser('Avatar'), new File(['w'], 'me.webp', { type: 'image/webp' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a PNG or JPEG picture');
  });

  it('refuses a file over 10 MB, and takes one of exactly 10 MB', async () => {
    const { upload, done } = manualUpload();
    render(<ImageUpload label="Cover picture" current={null} upload={upload} />);
    await user().upload(chooser('Cover picture'), sized(png(), MAX_UPLOAD_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe(UploadText.tooLarge);
    expect(upload).not.toHaveBeenCalled();

    await user().upload(chooser('Cover picture'), sized(png(), MAX_UPLOAD_BYTES));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    done({ status: { code: Code.OK, desc: 'Saved' }, entity: { image: '/media/c.png' } });
  });

  it('takes a PDF as a document, and says so when the type is wrong', async () => {
    const upload = vi.fn<Upload>(() => new Promise(() => {}));
    render(<ImageUpload label="ID document" kind="document" current={null} upload={upload} />);
    expect(chooser('ID document').accept).toBe('image/png,image/jpeg,image/webp,application/pdf');
    await user().upload(chooser('ID document'), new File(['txt'], 'id.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe(UploadText.docType);
    await user().upload(chooser('ID document'), new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(upload).toHaveBeenCalledTimes(1);
    // A PDF has no picture to preview: the box says PDF.
    expect(screen.getByText('PDF')).toBeTruthy();
  });
});

describe('ImageUpload: uploading', () => {
  it('previews the chosen picture and shows the progress while it uploads, then hands over what was saved', async () => {
    const { upload, progress, done } = manualUpload();
    const onUploaded = vi.fn();
    const { container } = render(
      <>
        <ImageUpload label="Cover picture" current={null} upload={upload} onUploaded={onUploaded} uploadedText="Picture saved" />
        <Toaster />
      </>,
    );
    expect(screen.getByText('Choose a picture')).toBeTruthy();
    expect(screen.getByText('No picture yet')).toBeTruthy();

    const file = png();
    await user().upload(chooser('Cover picture'), file);
    expect(upload).toHaveBeenCalledWith(file, expect.any(Function));
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    const bar = screen.getByRole('progressbar', { name: 'Uploading: Cover picture' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    // Busy: the chooser cannot start a second upload.
    expect(chooser('Cover picture').disabled).toBe(true);

    progress(45);
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('45'));
    expect(screen.getByText('Uploading… 45%')).toBeTruthy();

    done({ status: { code: Code.OK, desc: 'Image uploaded' }, entity: { image: '/media/cover.png' } });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ image: '/media/cover.png' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(chooser('Cover picture').disabled).toBe(false);
    // The toast (a green status), with the text given rather than the server's.
    expect(screen.getByText('Picture saved').getAttribute('role')).toBe('status');
    expect(screen.queryByText('Image uploaded')).toBeNull();
    expect(screen.getByText('Change picture')).toBeTruthy();
  });

  it('shows the server’s reason when the upload is refused, and drops the preview', async () => {
    const { upload, done } = manualUpload();
    const onUploaded = vi.fn();
    const { container } = render(<ImageUpload label="Cover picture" current={null} upload={upload} onUploaded={onUploaded} />);
    await user().upload(chooser('Cover picture'), png());
    expect(container.querySelector('img')).not.toBeNull();
    done({ status: { code: Code.UPLOAD_REJECTED, desc: 'This picture is too small: at least 363 × 232' }, entity: null as never });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This picture is too small: at least 363 × 232'));
    expect(container.querySelector('img')).toBeNull();
    expect(chooser('Cover picture').value).toBe('');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('falls back to the spec’s upload message when the server gives none', async () => {
    const { upload, done } = manualUpload();
    render(<ImageUpload label="Cover picture" current={null} upload={upload} />);
    await user().upload(chooser('Cover picture'), png());
    done({ status: { code: Code.UNEXPECTED, desc: '' }, entity: null as never });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(Msg.errorImage));
  });

  it('shows the saved picture at the size of its box', () => {
    const { container } = render(<ImageUpload label="Avatar" shape="round" current="/media/u/me.png" upload={vi.fn<Upload>()} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/u/100_100_me.png');
    expect(screen.getByText('Change picture')).toBeTruthy();
  });

  it('turns the label red when the form was sent without a picture', () => {
    render(<ImageUpload label="Cover picture" current={null} missing upload={vi.fn<Upload>()} />);
    expect(screen.getByText('Cover picture', { selector: 'p' }).className).toContain('text-red-700');
  });
});

describe('ImageUpload with confirm (the campaign edit screen)', () => {
  it('asks for a picture first, then sends the chosen one only on "Upload image"', async () => {
    const { upload, done } = manualUpload();
    const onUploaded = vi.fn();
    const { container } = render(<ImageUpload label="Cover picture" current={null} confirm upload={upload} onUploaded={onUploaded} />);
    // happy-dom lays the sr-only span out as a block, so the computed name has a space before the colon.
    const send = screen.getByRole('button', { name: /^Upload image ?: Cover picture$/ });

    await user().click(send);
    expect(screen.getByRole('alert').textContent).toBe(Msg.selectImageFirst);

    const file = png();
    await user().upload(chooser('Cover picture'), file);
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);

    await user().click(send);
    expect(upload).toHaveBeenCalledWith(file, expect.any(Function));
    expect((send as HTMLButtonElement).disabled).toBe(true);
    done({ status: { code: Code.OK, desc: 'Image uploaded' }, entity: { image: '/media/new.png' } });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ image: '/media/new.png' }));
  });
});
