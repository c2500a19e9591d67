/** Copies a child's output to `target` line by line, each line prefixed with `[name]`. */
export function prefixLines(name, stream, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
}
