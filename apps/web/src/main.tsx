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

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const rendered = document.getElementById('ssr-state') !== null;
void (rendered ? afterFirstPaint() : Promise.resolve())
  .then(() => import('./app/boot.tsx'))
  .then(({ boot }) => boot(root));
