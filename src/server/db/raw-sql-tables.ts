// The tables a piece of raw SQL (sql`...`) names, read from its tokens, not a regex: strings and
// comments are skipped, quoted names read, and whatever this reader cannot be sure of is reported as
// unreadable so the response cache treats the answer as unstorable (ADR 024): a list of tables
// (`from a, b`), a schema-qualified name (`public.notice`), a table function, or a name it does not know.
import { isKnownTable } from './table-privacy.ts';

interface RawTables {
  tables: string[];
  /** Some table could not be read for sure: what read it must not be stored. */
  unreadable: boolean;
}

/** Stands for an interpolated value or node (sql.table(...) is then a TableNode, walked on its own). */
export const PARAMETER = '\u0000';

type Token =
  | { type: 'word'; text: string } // unquoted: compared lower-cased
  | { type: 'quoted'; text: string } // "name", `name` or [name]: kept as written
  | { type: 'parameter' }
  | { type: 'punctuation'; text: string };

const WORD = /[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/y;
const NUMBER = /[0-9][0-9.eE+-]*/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  const skipPast = (end: string, from: number) => {
    const found = text.indexOf(end, from);
    return found < 0 ? text.length : found + end.length;
  };
  while (at < text.length) {
    const char = text[at]!;
    if (/\s/.test(char)) at += 1;
    else if (text.startsWith('--', at)) at = skipPast('\n', at);
    else if (text.startsWith('/*', at)) at = skipPast('*/', at + 2);
    else if (char === PARAMETER) {
      tokens.push({ type: 'parameter' });
      at += 1;
    } else if (char === "'") {
      // A string literal; '' inside it is a quote.
      let end = at + 1;
      while (end < text.length && !(text[end] === "'" && text[end + 1] !== "'"))
        end += text[end] === "'" ? 2 : 1;
      at = end + 1;
    } else if (char === '"' || char === '`' || char === '[') {
      const close = char === '[' ? ']' : char;
      const end = text.indexOf(close, at + 1);
      const stop = end < 0 ? text.length : end;
      tokens.push({ type: 'quoted', text: text.slice(at + 1, stop) });
      at = stop + 1;
    } else {
      WORD.lastIndex = at;
      NUMBER.lastIndex = at;
      const word = WORD.exec(text);
      const number = word ? null : NUMBER.exec(text);
      if (word) tokens.push({ type: 'word', text: word[0].toLowerCase() });
      if (word || number) at += (word ?? number)![0].length;
      else {
        tokens.push({ type: 'punctuation', text: char });
        at += 1;
      }
    }
  }
  return tokens;
}

/** Keywords a table name follows. */
const TABLE_KEYWORDS = new Set(['from', 'join', 'into', 'update', 'table', 'using']);
/** Functions whose arguments use `from` for something that is not a table: extract(year from x). */
const FROM_IN_ARGUMENTS = new Set(['extract', 'substring', 'trim', 'overlay']);
/** Words after a table name that end it (an alias is any other word). */
const AFTER_TABLE = new Set([
  'where',
  'on',
  'using',
  'join',
  'inner',
  'left',
  'right',
  'full',
  'cross',
  'natural',
  'group',
  'order',
  'limit',
  'offset',
  'union',
  'intersect',
  'except',
  'set',
  'values',
  'select',
  'returning',
  'window',
  'having',
  'default',
  'for',
  'do',
]);

const isWord = (token: Token | undefined, text: string) => token?.type === 'word' && token.text === text;

/** Whether the keyword at `index` names no table here (the words around it say so). */
function notATable(tokens: Token[], index: number, functionArguments: boolean): boolean {
  const keyword = (tokens[index] as { text: string }).text;
  const previous = tokens[index - 1];
  const next = tokens[index + 1];
  if (keyword === 'from') return functionArguments || isWord(previous, 'distinct');
  // on conflict ... do update set; select ... for update.
  if (keyword === 'update') return isWord(previous, 'do') || isWord(previous, 'for') || next === undefined;
  // join ... using (columns); `table` as a word in other places (create table is not a query here).
  if (keyword === 'using' || keyword === 'table') return next?.type === 'punctuation';
  return false;
}

export function rawSqlTables(text: string): RawTables {
  const tokens = tokenize(text);
  const tables = new Set<string>();
  let unreadable = false;
  // For each open parenthesis: whether it holds a function's arguments where `from` is no table.
  const parentheses: boolean[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.type === 'punctuation') {
      if (token.text === '(') {
        const before = tokens[index - 1];
        parentheses.push(before?.type === 'word' && FROM_IN_ARGUMENTS.has(before.text));
      } else if (token.text === ')') parentheses.pop();
      continue;
    }
    if (token.type !== 'word' || !TABLE_KEYWORDS.has(token.text)) continue;
    if (notATable(tokens, index, parentheses.at(-1) ?? false)) continue;
    let at = index + 1;
    if (isWord(tokens[at], 'only')) at += 1;
    const name = tokens[at];
    // sql.table(...) (a TableNode, walked on its own), or nothing left to read.
    if (name === undefined || name.type === 'parameter') continue;
    if (name.type === 'punctuation') {
      // A sub-query or a column list: its own tables are read as the walk goes on.
      if (name.text !== '(') unreadable = true;
      continue;
    }
    const after = tokens[at + 1];
    // `public.notice` (which schema?) or `json_each(...)` (a function): not read for sure. After
    // `into`, a parenthesis is the list of columns.
    const qualified = after?.type === 'punctuation' && after.text === '.';
    const called = after?.type === 'punctuation' && after.text === '(' && token.text !== 'into';
    if (qualified || called) {
      unreadable = true;
      continue;
    }
    const table = name.text;
    if (!isKnownTable(table)) {
      unreadable = true;
      continue;
    }
    tables.add(table);
    // An alias, then a comma would start a list of tables: not read, so unstorable.
    let next = at + 1;
    if (isWord(tokens[next], 'as')) next += 1;
    const alias = tokens[next];
    if ((alias?.type === 'word' && !AFTER_TABLE.has(alias.text)) || alias?.type === 'quoted') next += 1;
    const following = tokens[next];
    if (following?.type === 'punctuation' && following.text === ',') unreadable = true;
  }
  return { tables: [...tables], unreadable };
}
