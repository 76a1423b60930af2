import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authStyles } from '@campus/auth';
import { catalogueStyles } from '@campus/catalogue';
import { checkInStyles } from '@campus/checkin';
import { rankingStyles } from '@campus/ranking';
import { rewardsStyles } from '@campus/rewards';
import { salesStyles } from '@campus/sales';
import { adoptStyles, CampusProvider, tokenStyles, toolkitStyles } from '@campus/ui';
import { App } from './app';
import { campus } from './campus';

// Without shadow DOM the components' styles go to the document, as constructable stylesheets (CSP-safe).
adoptStyles(document, [
  tokenStyles,
  ...toolkitStyles,
  ...authStyles,
  catalogueStyles,
  rewardsStyles,
  salesStyles,
  checkInStyles,
  rankingStyles,
]);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <CampusProvider campus={campus}>
      <App />
    </CampusProvider>
  </StrictMode>,
);
