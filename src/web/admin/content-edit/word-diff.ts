// Which words of two versions of a text differ, to mark them in the comparison of a refused save. Words
// and the spaces between them are compared as tokens (longest common subsequence), after the common
// start and end are set aside; a middle too long to compare cheaply is marked whole.

export interface Segment {
  text: string;
  /** Not in the other version. */
  changed: boolean;
}

/** Above this many token pairs the middle is marked whole (a 20,000-character text stays fast). */
const MAX_CELLS = 400_000;

const tokens = (text: string) => text.split(/(\s+)/).filter((token) => token !== '');

function merge(segments: Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if (last && last.changed === segment.changed) last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}

/** Each version as segments, those not in the other marked `changed`. */
export function diffWords(before: string, after: string): { before: Segment[]; after: Segment[] } {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end += 1;
  }
  const midA = a.slice(start, a.length - end);
  const midB = b.slice(start, b.length - end);
  const head = a.slice(0, start).join('');
  const tail = a.slice(a.length - end).join('');
  const keptA = new Array<boolean>(midA.length).fill(false);
  const keptB = new Array<boolean>(midB.length).fill(false);
  if (midA.length * midB.length <= MAX_CELLS) {
    // lengths[i][j]: the longest common subsequence of midA[i..] and midB[j..].
    const width = midB.length + 1;
    const lengths = new Uint32Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i -= 1) {
      for (let j = midB.length - 1; j >= 0; j -= 1) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length && j < midB.length) {
      if (midA[i] === midB[j]) {
        keptA[i] = true;
        keptB[j] = true;
        i += 1;
        j += 1;
      } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i += 1;
      else j += 1;
    }
  }
  const side = (head: string, middle: string[], kept: boolean[], tail: string) => {
    const changed = middle.map((text, index) => !kept[index] && text.trim() !== '');
    // A space between two changed words is part of the change: one mark, not one per word.
    const joined = changed.map(
      (flag, index) => flag || (middle[index]!.trim() === '' && !!changed[index - 1] && !!changed[index + 1]),
    );
    return merge([
      { text: head, changed: false },
      ...middle.map((text, index) => ({ text, changed: joined[index]! })),
      { text: tail, changed: false },
    ]).filter((segment) => segment.text !== '');
  };
  return { before: side(head, midA, keptA, tail), after: side(head, midB, keptB, tail) };
}
