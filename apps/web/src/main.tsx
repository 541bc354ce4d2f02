import './app/i18n.ts';
import { startApp } from './app/start.tsx';
import { queryClient } from './lib/query-client.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void startApp(root, queryClient);
