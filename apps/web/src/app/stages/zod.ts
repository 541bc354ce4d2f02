// Stage of src/main.tsx: evaluates zod's chunk on its own. One named export, not the namespace: a
// dynamic import of the whole module would keep every export in the bundle.
export { config } from 'zod';
