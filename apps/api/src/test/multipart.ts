/**
 * A real multipart/form-data body, encoded by the platform's own FormData: one file (bytes) in
 * the field `file` (or another field), or — given a string — a plain text field.
 */
export async function multipart(bytes: Buffer | string, o: { field?: string; filename?: string; type?: string } = {}) {
  const form = new FormData();
  const field = o.field ?? 'file';
  if (typeof bytes === 'string') form.append(field, bytes);
  else form.append(field, new Blob([new Uint8Array(bytes)], { type: o.type ?? 'application/octet-stream' }), o.filename ?? 'upload.bin');
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } };
}
