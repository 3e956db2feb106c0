// Answers computed from a text and kept by that text: the texts of declarations (rule strings,
// generated conditions) are few and repeat across fields and classes. Past `limit` distinct
// texts (say, rules written at run time) further answers are computed each time and not kept.

/** `compute`, remembering its answer for each of the first `limit` distinct texts. */
export function memoByText<T>(compute: (text: string) => T, limit: number): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    let answer = answers.get(text);
    if (answer === undefined && !answers.has(text)) {
      answer = compute(text);
      if (answers.size < limit) answers.set(text, answer);
    }
    return answer as T;
  };
}
