// What kind of preview a file URL gets (product.md section 2 "Notice page", section 9 constants), decided by
// the extension of the URL path: case-insensitive, ignoring the query string and fragment.

export type FileKind = 'image' | 'pdf' | 'document' | 'unsupported' | 'none';

/** product.md section 9: jpg, jpeg, png, gif, webp (the popup notice lists the same five). */
const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
/** product.md section 9 document extensions besides pdf. */
const DOCUMENT_EXTENSIONS: readonly string[] = ['txt', 'doc', 'docx', 'ppt', 'pptx'];

/** The lower-case extension of the URL's last path segment, or '' when it has none. */
export function fileExtension(url: string | null | undefined): string {
  if (!url) return '';
  const path = url.trim().split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function fileKind(url: string | null | undefined): FileKind {
  if (!url || !url.trim()) return 'none';
  const extension = fileExtension(url);
  if (IMAGE_EXTENSIONS.includes(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  if (DOCUMENT_EXTENSIONS.includes(extension)) return 'document';
  return 'unsupported';
}
