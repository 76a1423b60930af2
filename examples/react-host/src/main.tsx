import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CampusProvider } from '@campus/ui';
import { App } from './app';
import { campus } from './campus';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <CampusProvider campus={campus}>
      <App />
    </CampusProvider>
  </StrictMode>,
);
