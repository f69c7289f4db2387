/**
 * Reading a model's JSON answer when no schema was enforced: the whole text, or else the first
 * balanced {...} object in it (string-aware, so braces inside strings do not count).
 */
export function extractJsonObject(text: string): unknown {
  const trimmed = text.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    return JSON.parse(trimmed);
  } catch {
    // fall through to the scan
  }
  const start = trimmed.indexOf('{');
  if (start < 0) throw new SyntaxError('the answer contains no JSON object');
  let depth = 0;
  let inString = false;
  for (let i = start; i < trimmed.length; i += 1) {
    const ch = trimmed[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return JSON.parse(trimmed.slice(start, i + 1));
    }
  }
  throw new SyntaxError('the JSON object in the answer is cut off');
}
