// Encodes a multipart/form-data body for app.inject(), using the platform's own FormData encoder.
export interface MultipartFile {
  name: string;
  type: string;
  content: Uint8Array<ArrayBuffer> | string;
}

export async function multipart(
  fields: Record<string, string | number | MultipartFile | undefined>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'object')
      form.append(key, new Blob([value.content], { type: value.type }), value.name);
    else form.append(key, String(value));
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
