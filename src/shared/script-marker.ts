// The mark the renderer puts on the inline scripts it emits itself, so the server allows exactly those
// by their hashes (server/cache/script-hashes.ts): a random value made for each render, carried as the
// scripts' `nonce` attribute and removed from the page before it is sent. Text that reached the page
// from content cannot carry it: it never knows the value. Shared by the renderer (web/entry.server.tsx)
// and the server that reads its answer (server/plugins/website.ts).
export const SCRIPT_MARKER_HEADER = 'x-sampada-script-marker';
