import './styles.css';

/**
 * Issue 14: a page the server rendered is already complete, so it is painted before the browser
 * even asks for the app's code: on a slow phone link the page's text, styles and largest picture
 * do not share the first second with 150 KB of scripts. The app then takes over (hydrates) a frame
 * later. A page that arrives empty (the private pages' shell) has nothing to show first.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A tab opened in the background paints nothing until shown; it must still start.
    setTimeout(resolve, 200);
  });

/**
 * Every script of the app at once, as the server lists them (`#app-chunks`, from the build
 * manifest): the stages below load one after another, so the browser would otherwise find each
 * stage's files only when the one before has run, a round trip each. A preloaded module is fetched,
 * not run; each stage still runs in its own task.
 */
function preloadAppChunks() {
  const list = document.getElementById('app-chunks')?.textContent;
  if (!list) return;
  // Before any stage is imported; a file Vite's preload lists again is not fetched twice.
  const links = (JSON.parse(list) as string[]).map((href) =>
    Object.assign(document.createElement('link'), { rel: 'modulepreload', href }),
  );
  document.head.append(...links);
}

/**
 * The app's libraries, evaluated one per task: all at once they made one task of ~60 ms on a fast
 * laptop, which a phone four times slower spends unable to answer a tap (Lighthouse's Total Blocking
 * Time). preloadAppChunks fetches every chunk at once; only their evaluation is spread out.
 */
const libraries = [() => import('react-dom/client')];
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function loadApp() {
  preloadAppChunks();
  for (const load of libraries) {
    await load();
    await nextTask();
  }
  return import('./app/boot.tsx');
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const rendered = document.getElementById('ssr-state') !== null;
void (rendered ? afterFirstPaint() : Promise.resolve()).then(loadApp).then(({ boot }) => boot(root));
