/**
 * The operator console's entry (ADR 026). Emotion (MUI's styles) writes <style> tags,
 * which the console's CSP allows only with this answer's nonce, read from the page the worker sent.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ConsoleApp } from './ConsoleApp';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
const cache = createCache({ key: 'nk', nonce });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={cache}>
      {/* A sub path: react-admin inside the browser's router, told its base (react-admin "sub path" recipe). */}
      <BrowserRouter>
        <Routes>
          <Route path="/ops/console/*" element={<ConsoleApp />} />
        </Routes>
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>,
);
