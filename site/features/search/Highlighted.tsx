/** A suggestion with the typed part marked (`highlight.ts`). */
import { highlightParts } from './highlight';

export function Highlighted({ text, query }: { text: string; query: string }) {
  return <>{highlightParts(text, query).map((part, index) => (part.typed ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}</>;
}
