import { A as P, N as d, O as A, b as a, c as params, f as useLocalise, j as T, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as Code } from './status-ClvZbWz5.js';
import { L as Msg, P as upload, m as toast } from '../entry-server.js';
import { n as richTextClass } from './rich-text-gt4LlQSW.js';
// src/features/campaigns/api/upload-editor-image.ts
/** POST /pdf/uploadImage: a picture inside the description; answers its URL. */
var uploadEditorImage = (file, onProgress) => upload('POST', '/pdf/uploadImage', file, onProgress);
// src/features/campaigns/components/rich-text-editor.tsx
var messages = i18n('create/rich-text-editor', {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  heading: 'Heading',
  bulleted: 'Bulleted list',
  numbered: 'Numbered list',
  quote: 'Quote',
  link: 'Link',
  picture: 'Picture',
  linkPrompt: 'Link address (https://…)',
  badLink: 'A link must start with https:// or mailto:',
  badImage: 'Choose a PNG, JPEG or WebP image',
  formatting: 'Formatting',
  uploading: params('Uploading picture… {percent}%'),
  placeholder: 'Tell donors who you are, what the money is for, and how it will be spent.',
});
var isEmpty = (el) => !el.textContent?.trim() && !el.querySelector('img');
function RichTextEditor({ label, value, onChange, onBlur, error, hint }) {
  const t = useT(messages);
  const tr = useLocalise();
  const id = P();
  const area = T(null);
  const file = T(null);
  const saved = T(null);
  const [, redraw] = d(0);
  const [uploading, setUploading] = d(null);
  A(() => {
    if (area.current && !area.current.innerHTML && value) area.current.innerHTML = value;
    document.execCommand('defaultParagraphSeparator', false, 'p');
  }, []);
  const emit = () => {
    const el = area.current;
    if (!el) return;
    onChange(isEmpty(el) ? '' : el.innerHTML);
    redraw((n) => n + 1);
  };
  const exec = (cmd, arg) => {
    area.current?.focus();
    document.execCommand(cmd, false, arg);
    emit();
  };
  const block = (tag) => () => {
    const current = document.queryCommandValue('formatBlock').toLowerCase();
    exec('formatBlock', current === tag ? '<p>' : `<${tag}>`);
  };
  const remember = () => {
    const sel = window.getSelection();
    if (sel && sel.rangeCount && area.current?.contains(sel.anchorNode)) saved.current = sel.getRangeAt(0).cloneRange();
  };
  const restore = () => {
    area.current?.focus();
    const sel = window.getSelection();
    if (saved.current && sel) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
    }
  };
  const commands = [
    {
      label: t.bold,
      icon: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zm0 7h7a3.5 3.5 0 0 1 0 7H7z',
      run: () => exec('bold'),
      active: () => document.queryCommandState('bold'),
    },
    {
      label: t.italic,
      icon: 'M10 5h8M6 19h8M14 5l-4 14',
      run: () => exec('italic'),
      active: () => document.queryCommandState('italic'),
    },
    {
      label: t.underline,
      icon: 'M7 4v7a5 5 0 0 0 10 0V4M5 20h14',
      run: () => exec('underline'),
      active: () => document.queryCommandState('underline'),
    },
    {
      label: t.heading,
      icon: 'M5 5v14M15 5v14M5 12h10M19 19v-7l-2 1',
      run: block('h2'),
      active: () => document.queryCommandValue('formatBlock').toLowerCase() === 'h2',
    },
    {
      label: t.bulleted,
      icon: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
      run: () => exec('insertUnorderedList'),
      active: () => document.queryCommandState('insertUnorderedList'),
    },
    {
      label: t.numbered,
      icon: 'M10 6h10M10 12h10M10 18h10M4 5l1-1v4M4 14h2l-2 3h2',
      run: () => exec('insertOrderedList'),
      active: () => document.queryCommandState('insertOrderedList'),
    },
    {
      label: t.quote,
      icon: 'M6 17h3l2-4V7H5v6h3zm8 0h3l2-4V7h-6v6h3z',
      run: block('blockquote'),
      active: () => document.queryCommandValue('formatBlock').toLowerCase() === 'blockquote',
    },
    {
      label: t.link,
      icon: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
      run: () => {
        remember();
        const url = window.prompt(t.linkPrompt, 'https://');
        if (!url || url === 'https://') return;
        if (!/^(https?:\/\/|mailto:)/i.test(url.trim())) {
          toast.error(t.badLink);
          return;
        }
        restore();
        exec('createLink', url.trim());
      },
    },
    {
      label: t.picture,
      icon: 'M4 5h16v14H4zM8 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm12 6-5-5-9 7',
      run: () => {
        remember();
        file.current?.click();
      },
    },
  ];
  const addPicture = async (f) => {
    if (!f) return;
    if (file.current) file.current.value = '';
    if (!['image/png', 'image/jpeg', 'image/webp'].includes(f.type)) {
      toast.error(t.badImage);
      return;
    }
    setUploading(0);
    const res = await uploadEditorImage(f, setUploading);
    setUploading(null);
    if (res.status.code !== Code.OK) {
      toast.error(res.status.desc || tr(Msg.errorImage));
      return;
    }
    restore();
    exec('insertImage', res.entity.url);
    area.current?.querySelectorAll('img:not([alt])').forEach((img) => img.setAttribute('alt', ''));
    emit();
  };
  return /* @__PURE__ */ a('div', {
    className: 'mb-4',
    children: [
      /* @__PURE__ */ a('p', {
        id: `${id}-label`,
        className: 'block text-sm font-medium text-slate-700',
        children: label,
      }),
      /* @__PURE__ */ a('div', {
        className: `mt-1 overflow-hidden rounded-lg border bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200 ${error ? 'border-red-600' : 'border-slate-300'}`,
        children: [
          /* @__PURE__ */ a('div', {
            role: 'toolbar',
            'aria-label': t.formatting,
            'aria-controls': id,
            className: 'flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1',
            children: [
              commands.map((c) => {
                const on = c.active?.() ?? false;
                return /* @__PURE__ */ a(
                  'button',
                  {
                    type: 'button',
                    title: c.label,
                    'aria-label': c.label,
                    'aria-pressed': c.active ? on : void 0,
                    onMouseDown: (e) => e.preventDefault(),
                    onClick: c.run,
                    disabled: uploading !== null,
                    className: `flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-white ${on ? 'bg-white text-brand-800 shadow-sm' : ''}`,
                    children: /* @__PURE__ */ a('svg', {
                      viewBox: '0 0 24 24',
                      'aria-hidden': 'true',
                      className: 'h-5 w-5',
                      fill: 'none',
                      stroke: 'currentColor',
                      strokeWidth: '2',
                      strokeLinecap: 'round',
                      strokeLinejoin: 'round',
                      children: /* @__PURE__ */ a('path', { d: c.icon }),
                    }),
                  },
                  c.label,
                );
              }),
              uploading !== null &&
                /* @__PURE__ */ a('span', {
                  className: 'self-center px-2 text-xs text-slate-600',
                  role: 'status',
                  children: t.uploading({ percent: uploading }),
                }),
            ],
          }),
          /* @__PURE__ */ a('div', {
            ref: area,
            id,
            role: 'textbox',
            'aria-multiline': 'true',
            'aria-labelledby': `${id}-label`,
            'aria-invalid': !!error || void 0,
            'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : void 0,
            contentEditable: true,
            suppressContentEditableWarning: true,
            onInput: emit,
            onBlur: () => {
              remember();
              onBlur?.();
            },
            onKeyUp: () => redraw((n) => n + 1),
            onMouseUp: () => redraw((n) => n + 1),
            onPaste: (e) => {
              e.preventDefault();
              document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
              emit();
            },
            'data-placeholder': t.placeholder,
            className: `min-h-64 px-4 py-2 focus:outline-none empty:before:text-slate-400 empty:before:content-[attr(data-placeholder)] ${richTextClass}`,
          }),
        ],
      }),
      /* @__PURE__ */ a('input', {
        ref: file,
        type: 'file',
        accept: 'image/png,image/jpeg,image/webp',
        className: 'hidden',
        tabIndex: -1,
        'aria-hidden': 'true',
        onChange: (e) => void addPicture(e.target.files?.[0]),
      }),
      hint &&
        !error &&
        /* @__PURE__ */ a('p', {
          id: `${id}-hint`,
          className: 'mt-1 text-xs text-slate-500',
          children: hint,
        }),
      error &&
        /* @__PURE__ */ a('p', {
          id: `${id}-error`,
          className: 'mt-1 text-sm text-red-700',
          children: tr(error),
        }),
    ],
  });
}
export { RichTextEditor as default, messages };
