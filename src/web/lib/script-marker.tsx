// The render's script mark (shared/script-marker.ts) for scripts the app writes itself besides React
// Router's (which take it from <ServerRouter nonce>): the theme script. Undefined in the browser, where
// the mark was already removed from the page.
import { createContext, useContext } from 'react';

export const ScriptMarkerContext = createContext<string | undefined>(undefined);

export const useScriptMarker = () => useContext(ScriptMarkerContext);
