import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { decodeDataUrl, DataUrlMsg } from './media.data-url.ts';

const refusal = (text: string) => {
  try {
    decodeDataUrl(text);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return { code: (err as AppError).code, desc: (err as AppError).message };
  }
  return null;
};

describe('decodeDataUrl', () => {
  it('decodes a data URL of any image type, with parameters, in any case', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253]);
    for (const head of [
      'data:image/png;base64',
      'DATA:Image/JPEG;BASE64',
      'data:image/webp;name=me.webp;base64',
      'data:image/heic;base64',
    ]) {
      expect(decodeDataUrl(`${head},${bytes.toString('base64')}`)).toEqual(bytes);
    }
  });

  it.each([
    ['', DataUrlMsg.notDataUrl],
    ['iVBORw0KGgo=', DataUrlMsg.notDataUrl],
    ['data:image/png;base64', DataUrlMsg.notDataUrl],
    ['data:image/png,abc', DataUrlMsg.notDataUrl],
    [`data:image/png;${'x'.repeat(300)};base64,AAAA`, DataUrlMsg.notDataUrl],
    ['data:application/octet-stream;base64,AAAA', DataUrlMsg.notImageType],
    ['data:image;base64,AAAA', DataUrlMsg.notImageType],
    ['data:image/png;base64,AAA', DataUrlMsg.badBase64],
    ['data:image/png;base64,AA=A', DataUrlMsg.badBase64],
    ['data:image/png;base64,A===', DataUrlMsg.badBase64],
    ['data:image/png;base64, AAAA', DataUrlMsg.badBase64],
    ['data:image/png;base64,AA_A', DataUrlMsg.badBase64],
  ])('refuses %j with 108', (text, desc) => {
    expect(refusal(text)).toEqual({ code: 108, desc });
  });

  it('refuses more than 10 MB decoded before decoding it', () => {
    const b64 = 'A'.repeat(Math.ceil((10 * 1024 * 1024 + 1) / 3) * 4);
    expect(refusal(`data:image/png;base64,${b64}`)).toEqual({ code: 108, desc: 'This file is too large (at most 10 MB)' });
    const tenMb = Buffer.alloc(10 * 1024 * 1024, 7);
    expect(decodeDataUrl(`data:image/png;base64,${tenMb.toString('base64')}`).equals(tenMb)).toBe(true);
  });
});
