/** A stable React key for a chosen file: two files may share a name, never an identity. */
const keys = new WeakMap<File, string>();
let next = 0;

export function fileKey(file: File): string {
  let key = keys.get(file);
  if (!key) {
    next += 1;
    key = `file-${next}`;
    keys.set(file, key);
  }
  return key;
}
