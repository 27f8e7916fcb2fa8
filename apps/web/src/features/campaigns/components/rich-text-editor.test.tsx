import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Code, type Envelope } from '@ireti/shared/status';
import { Toaster } from '../../../components/ui/toast.tsx';
import RichTextEditor from './rich-text-editor.tsx';

/**
 * The campaign description editor. It is a contentEditable area driven by document.execCommand,
 * which happy-dom (like jsdom) does not have: `fakeEditing` stands in for the browser's editing.
 * It logs every command and applies the few the tests need the simplest way (wrap the selection
 * in <b>/<i>/<u>/<a>, insert text or a picture at the caret), so these tests check the editor's
 * own part: which command each toolbar button issues, the toolbar's pressed state, that what it
 * emits is the area's HTML after the command (or '' when empty), that a paste only ever inserts
 * the plain text, the link checks, and the picture upload.
 *
 * What the browser itself makes of the commands (Chromium's exact markup for bold, lists,
 * headings, quotes; the caret after a paste) is not checked here. The browser journeys cover the
 * editor only as far as typing a story (e2e/campaigns.spec.ts fills "Your story" and publishes),
 * and the server's allow-list that cleans whatever markup arrives (e2e/xss.spec.ts and the API's
 * tests); the toolbar's formats in a real browser are not covered by an automated test.
 */

type Logged = [command: string, arg: string | undefined];

function fakeEditing() {
  const calls: Logged[] = [];
  const states = new Set<string>();
  let block = 'p';
  const range = () => {
    const sel = window.getSelection();
    if (sel?.rangeCount) return sel.getRangeAt(0);
    const r = document.createRange();
    r.selectNodeContents(document.querySelector('[contenteditable]')!);
    r.collapse(false);
    return r;
  };
  const wrap = (tag: string, attrs: Record<string, string> = {}) => {
    const r = range();
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.appendChild(r.extractContents());
    r.insertNode(el);
  };
  const insert = (node: Node) => {
    const r = range();
    r.deleteContents();
    r.insertNode(node);
  };
  const editing = {
    execCommand: (command: string, _ui?: boolean, arg?: string) => {
      calls.push([command, arg]);
      if (command === 'bold') wrap('b');
      else if (command === 'italic') wrap('i');
      else if (command === 'underline') wrap('u');
      else if (command === 'createLink') wrap('a', { href: arg! });
      else if (command === 'insertText') insert(document.createTextNode(arg!));
      else if (command === 'insertImage') insert(Object.assign(document.createElement('img'), { src: arg! }));
      return true;
    },
    queryCommandState: (command: string) => states.has(command),
    queryCommandValue: (command: string) => (command === 'formatBlock' ? block : ''),
  };
  Object.assign(document, editing);
  return {
    /** The commands issued, less the one the editor issues on mount. */
    commands: () => calls.filter(([c]) => c !== 'defaultParagraphSeparator'),
    calls,
    states,
    setBlock: (tag: string) => (block = tag),
  };
}

let editing: ReturnType<typeof fakeEditing>;
beforeEach(() => {
  editing = fakeEditing();
});
afterEach(() => {
  for (const k of ['execCommand', 'queryCommandState', 'queryCommandValue']) delete (document as unknown as Record<string, unknown>)[k];
});

function renderEditor(props: { value?: string; error?: string; hint?: string } = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const onBlur = vi.fn();
  const ui = (value: string) => (
    <>
      <RichTextEditor label="Your story" value={value} onChange={onChange} onBlur={onBlur} error={props.error} hint={props.hint} />
      <Toaster />
    </>
  );
  const result = render(ui(props.value ?? ''));
  const area = screen.getByRole('textbox', { name: 'Your story' });
  /** The last HTML the editor handed to the form. */
  const emitted = () => onChange.mock.lastCall?.[0];
  /** The form hands the editor a new value (what it emitted, or a reset). */
  const newValue = (value: string) => result.rerender(ui(value));
  return { ...result, area, onChange, onBlur, emitted, newValue, user: userEvent.setup() };
}

/** Selects the text `text` inside `el` (the first text node holding it), as a drag of the mouse would. */
function select(el: HTMLElement, text: string) {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const at = n.textContent!.indexOf(text);
    if (at < 0) continue;
    const r = document.createRange();
    r.setStart(n, at);
    r.setEnd(n, at + text.length);
    const sel = window.getSelection()!;
    sel.removeAllRanges();
    sel.addRange(r);
    return;
  }
  throw new Error(`"${text}" is not in the editor`);
}
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('RichTextEditor: the area', () => {
  it('is a labelled multi-line textbox; new paragraphs are <p>', () => {
    const { area } = renderEditor({ hint: 'At least 50 words' });
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-describedby')!)?.textContent).toBe('At least 50 words');
    expect(editing.calls[0]).toEqual(['defaultParagraphSeparator', 'p']);
    expect(screen.getByRole('toolbar', { name: 'Formatting' }).getAttribute('aria-controls')).toBe(area.id);
  });

  it('announces its error with the field', () => {
    const { area } = renderEditor({ error: 'Tell donors your story', hint: 'At least 50 words' });
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-describedby')!)?.textContent).toBe('Tell donors your story');
    expect(screen.queryByText('At least 50 words')).toBeNull();
  });

  it('starts from the saved HTML, and does not overwrite what the author typed when the value changes', async () => {
    const { area, newValue, user, emitted } = renderEditor({ value: '<p>Saved <b>story</b></p>' });
    expect(area.innerHTML).toBe('<p>Saved <b>story</b></p>');
    await user.click(area);
    await user.type(area, '!');
    const typed = area.innerHTML;
    expect(typed).toContain('!');
    newValue(emitted()!);
    newValue('<p>Something else</p>');
    expect(screen.getByRole('textbox', { name: 'Your story' })).toBe(area);
    expect(area.innerHTML).toBe(typed);
  });

  it('emits the area’s HTML as the author types', async () => {
    const { area, user, emitted } = renderEditor();
    await user.click(area);
    await user.type(area, 'Our girls learn chemistry');
    expect(emitted()).toBe('Our girls learn chemistry');
    expect(emitted()).toBe(area.innerHTML);
  });

  it('emits an empty string when only empty markup is left, but keeps a story that is only a picture', async () => {
    const { area, user, emitted, onChange } = renderEditor();
    await user.click(area);
    await user.type(area, 'x');
    area.innerHTML = '<p><br></p>';
    area.dispatchEvent(new Event('input', { bubbles: true }));
    expect(emitted()).toBe('');
    area.innerHTML = '<p><img src="/media/editor/a.png" alt=""></p>';
    area.dispatchEvent(new Event('input', { bubbles: true }));
    expect(emitted()).toBe('<p><img src="/media/editor/a.png" alt=""></p>');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('tells the form when the author leaves it', async () => {
    const { area, user, onBlur } = renderEditor();
    await user.click(area);
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
  });
});

describe('RichTextEditor: pasting', () => {
  it('drops the pasted markup and inserts only its plain text, escaped in the HTML it emits', async () => {
    const { area, user, emitted } = renderEditor({ value: '<p>Intro</p>' });
    await user.click(area);
    select(area, 'Intro');
    window.getSelection()!.collapseToEnd();
    const clipboard = new DataTransfer();
    clipboard.setData('text/html', '<b onclick="steal()">Bold</b><script>steal()</script><img src=x onerror=steal()>');
    clipboard.setData('text/plain', ' Bold <img src=x onerror=steal()>');
    const pastes: Event[] = [];
    const seen = (e: Event) => pastes.push(e);
    document.addEventListener('paste', seen);
    await user.paste(clipboard);
    document.removeEventListener('paste', seen);

    // The browser's own paste (which would insert the HTML) is cancelled; the text goes in once.
    expect(pastes.map((e) => e.defaultPrevented)).toEqual([true]);
    expect(editing.commands()).toEqual([['insertText', ' Bold <img src=x onerror=steal()>']]);
    expect(area.querySelector('b, script, img')).toBeNull();
    expect(emitted()).toBe('<p>Intro Bold &lt;img src=x onerror=steal()&gt;</p>');
    expect(emitted()).not.toMatch(/<script|<img|onclick/);
  });
});

describe('RichTextEditor: the toolbar', () => {
  it.each([
    ['Bold', 'bold', '<b>learn</b>'],
    ['Italic', 'italic', '<i>learn</i>'],
    ['Underline', 'underline', '<u>learn</u>'],
  ])('%s formats the selection and emits the result', async (name, command, markup) => {
    const { area, user, emitted } = renderEditor({ value: '<p>Our girls learn</p>' });
    select(area, 'learn');
    await user.click(button(name));
    expect(editing.commands()).toEqual([[command, undefined]]);
    expect(emitted()).toBe(`<p>Our girls ${markup}</p>`);
  });

  it.each([
    ['Bulleted list', 'insertUnorderedList'],
    ['Numbered list', 'insertOrderedList'],
  ])('%s issues %s and emits what the area then holds', async (name, command) => {
    const { area, user, emitted } = renderEditor({ value: '<p>Microscopes</p>' });
    select(area, 'Microscopes');
    await user.click(button(name));
    expect(editing.commands()).toEqual([[command, undefined]]);
    expect(emitted()).toBe('<p>Microscopes</p>');
  });

  it.each([
    ['Heading', 'h2'],
    ['Quote', 'blockquote'],
  ])('%s turns the paragraph into <%s>, and back into a paragraph when it already is one', async (name, tag) => {
    const { area, user } = renderEditor({ value: '<p>Why</p>' });
    select(area, 'Why');
    await user.click(button(name));
    editing.setBlock(tag);
    await user.click(button(name));
    expect(editing.commands()).toEqual([
      ['formatBlock', `<${tag}>`],
      ['formatBlock', '<p>'],
    ]);
  });

  it('shows the formats at the caret as pressed buttons', async () => {
    const { area, user } = renderEditor({ value: '<p>Why</p>' });
    expect(button('Bold').getAttribute('aria-pressed')).toBe('false');
    editing.states.add('bold');
    editing.setBlock('h2');
    await user.click(area);
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
    expect(button('Heading').getAttribute('aria-pressed')).toBe('true');
    expect(button('Italic').getAttribute('aria-pressed')).toBe('false');
    expect(button('Link').hasAttribute('aria-pressed')).toBe(false);
  });

  it('keeps the focus and selection in the text when a button is pressed', () => {
    renderEditor();
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    button('Bold').dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
  });
});

describe('RichTextEditor: links', () => {
  it('links the selected text to the address given, trimmed, after the prompt took the focus away', async () => {
    const { area, user, emitted } = renderEditor({ value: '<p>Read our plan</p>' });
    select(area, 'plan');
    vi.stubGlobal(
      'prompt',
      vi.fn(() => {
        // The prompt takes the focus and the selection with it.
        window.getSelection()!.removeAllRanges();
        return '  https://ireti.ng/plan  ';
      }),
    );
    await user.click(button('Link'));
    expect(window.prompt).toHaveBeenCalledWith('Link address (https://…)', 'https://');
    expect(editing.commands()).toEqual([['createLink', 'https://ireti.ng/plan']]);
    expect(emitted()).toBe('<p>Read our <a href="https://ireti.ng/plan">plan</a></p>');
  });

  it('takes a mailto: link', async () => {
    const { area, user } = renderEditor({ value: '<p>Write to us</p>' });
    select(area, 'Write');
    vi.stubGlobal('prompt', () => 'mailto:hello@ireti.ng');
    await user.click(button('Link'));
    expect(editing.commands()).toEqual([['createLink', 'mailto:hello@ireti.ng']]);
  });

  it.each([
    ['javascript:alert(1)', true],
    ['data:text/html,<script>', true],
    ['ireti.ng/plan', true],
    ['https://', false],
    [null, false],
  ])('makes no link of %s', async (answer, told) => {
    const { area, user, onChange } = renderEditor({ value: '<p>Read our plan</p>' });
    select(area, 'plan');
    vi.stubGlobal('prompt', () => answer);
    // Toasts live 3 s across tests: count the new ones.
    const warnings = () => screen.queryAllByText('A link must start with https:// or mailto:').length;
    const before = warnings();
    await user.click(button('Link'));
    expect(editing.commands()).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(warnings() - before).toBe(told ? 1 : 0));
  });
});

describe('RichTextEditor: pictures', () => {
  /** The network under the upload (an XHR, for its progress): answered by the test. */
  class FakeXhr {
    static last: FakeXhr | null = null;
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    responseText = '';
    target = '';
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.target = `${method} ${url}`;
    }
    setRequestHeader() {}
    send() {}
    progress(percent: number) {
      this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
    }
    respond(e: Envelope<unknown>) {
      this.responseText = JSON.stringify(e);
      this.onload?.();
    }
  }
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  const picker = (container: ParentNode) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('uploads the chosen picture with its progress, then inserts it at the caret with an empty alt', async () => {
    const { area, user, container, emitted } = renderEditor({ value: '<p>Our lab</p>' });
    select(area, 'lab');
    window.getSelection()!.collapseToEnd();
    area.dispatchEvent(new FocusEvent('blur'));
    await user.upload(picker(container), new File(['png'], 'lab.png', { type: 'image/png' }));

    const xhr = FakeXhr.last!;
    expect(xhr.target).toBe('POST /api/v1/pdf/uploadImage');
    xhr.progress(40);
    expect((await screen.findByText('Uploading picture… 40%')).getAttribute('role')).toBe('status');
    expect(button('Bold').disabled).toBe(true);

    xhr.respond({ status: { code: Code.OK, desc: 'Uploaded' }, entity: { url: '/media/editor/lab.png' } });
    await waitFor(() => expect(editing.commands()).toEqual([['insertImage', '/media/editor/lab.png']]));
    expect(emitted()).toBe('<p>Our lab<img src="/media/editor/lab.png" alt=""></p>');
    expect(screen.queryByText(/Uploading picture/)).toBeNull();
    expect(button('Bold').disabled).toBe(false);
  });

  it('refuses a file that is not a PNG, JPEG or WebP before sending it', async () => {
    const { container } = renderEditor();
    // The author picked "All files" in the chooser.
    await userEvent.setup({ applyAccept: false }).upload(picker(container), new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a PNG, JPEG or WebP image')).toBeTruthy();
    expect(FakeXhr.last).toBeNull();
  });

  it('shows the server’s reason when the upload is refused, and inserts nothing', async () => {
    const { user, container, onChange } = renderEditor();
    await user.upload(picker(container), new File(['png'], 'big.png', { type: 'image/png' }));
    FakeXhr.last!.respond({ status: { code: Code.UPLOAD_REJECTED, desc: 'This picture is too large' }, entity: null });
    expect(await screen.findByText('This picture is too large')).toBeTruthy();
    expect(editing.commands()).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });
});
